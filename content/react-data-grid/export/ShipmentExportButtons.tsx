import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

/** A toolbar with the two exports as icon buttons, instead of the default Export menu. */
function ShipmentToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>March shipments</Typography>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          aria-label="Download as CSV"
          options={{ fileName: 'march-shipments', utf8WithBom: true }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint
          render={<ToolbarButton />}
          aria-label="Print"
          options={{ hideToolbar: true, hideFooter: true }}
        >
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ShipmentExportButtons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        slots={{ toolbar: ShipmentToolbar }}
        showToolbar
      />
    </Box>
  );
}
