import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

export default function ShipmentExportToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        // The default toolbar: its Export menu offers Print and Download as CSV.
        showToolbar
        label="March shipments"
      />
    </Box>
  );
}
