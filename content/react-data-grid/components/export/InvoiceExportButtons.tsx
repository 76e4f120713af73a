import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

/**
 * Two text buttons. ToolbarButton keeps them in the toolbar's arrow-key navigation, and its own
 * `render` prop turns the icon button it would draw into a Material UI Button with a label.
 */
function InvoiceToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Studio invoices</Typography>
      <ExportCsv
        render={<ToolbarButton render={<Button size="small" startIcon={<FileDownloadIcon />} />} />}
        options={{ fileName: 'studio-invoices', delimiter: ';', utf8WithBom: true }}
      >
        CSV
      </ExportCsv>
      <ExportPrint
        render={<ToolbarButton render={<Button size="small" startIcon={<PrintIcon />} />} />}
        options={{
          hideFooter: true,
          hideToolbar: true,
          fields: ['id', 'client', 'amount', 'status'],
        }}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function InvoiceExportButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        slots={{ toolbar: InvoiceToolbar }}
        label="Studio invoices"
        showToolbar
        hideFooter
      />
    </Box>
  );
}
