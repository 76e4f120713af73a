import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TableViewIcon from '@mui/icons-material/TableViewOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  Toolbar,
  ToolbarButton,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';
import { invoiceColumns, invoices } from './invoices';

const excelOptions: GridExcelExportOptions = {
  fileName: 'invoices-q1',
  // The amounts stay numbers in the workbook; this Excel format only changes how they look.
  columnsStyles: { amount: { numFmt: '"€"#,##0' } },
  // Status is a singleSelect column: its options go to this sheet and become a drop-down list.
  valueOptionsSheetName: 'Statuses',
};

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Studio invoices</Typography>
      <ExportExcel
        render={<ToolbarButton render={<Button size="small" startIcon={<TableViewIcon />} />} />}
        options={excelOptions}
      >
        Excel
      </ExportExcel>
      <ExportCsv
        render={<ToolbarButton render={<Button size="small" startIcon={<FileDownloadIcon />} />} />}
        options={{ fileName: 'invoices-q1' }}
      >
        CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function InvoiceExcelExport() {
  const [state, setState] = React.useState<'idle' | 'pending' | 'finished'>('idle');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={invoices}
          columns={invoiceColumns}
          slots={{ toolbar: InvoiceToolbar }}
          label="Studio invoices"
          showToolbar
          hideFooter
          onExcelExportStateChange={setState}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {state === 'idle' && 'Choose Excel in the toolbar to build a workbook.'}
        {state === 'pending' && 'Building the workbook…'}
        {state === 'finished' && 'invoices-q1.xlsx is ready: check your downloads.'}
      </Typography>
    </Box>
  );
}
