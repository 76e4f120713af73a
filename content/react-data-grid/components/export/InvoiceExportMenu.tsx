import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

const allInvoices: GridCsvExportOptions = { fileName: 'invoices-q1' };

/** Only the unpaid invoices, and only the columns a reminder letter needs. */
const unpaidInvoices: GridCsvExportOptions = {
  fileName: 'invoices-unpaid',
  fields: ['id', 'client', 'amount', 'status'],
  getRowsToExport: ({ apiRef }) =>
    apiRef.current
      .getAllRowIds()
      .filter((id) => ['Sent', 'Overdue'].includes(apiRef.current.getRow(id).status)),
};

function InvoiceToolbar() {
  // The open menu's anchor: the Export button, or null while the menu is closed.
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Studio invoices</Typography>
      <Tooltip title="Export">
        <ToolbarButton
          id={buttonId}
          aria-label="Export"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* Each export component becomes a menu item; onClick closes the menu after the export. */}
        <ExportCsv render={<MenuItem />} options={allInvoices} onClick={close}>
          All invoices (CSV)
        </ExportCsv>
        <ExportCsv render={<MenuItem />} options={unpaidInvoices} onClick={close}>
          Unpaid invoices (CSV)
        </ExportCsv>
        <ExportPrint render={<MenuItem />} options={{ hideToolbar: true }} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function InvoiceExportMenu() {
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
