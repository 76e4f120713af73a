import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { vehicleColumns, vehicles } from './vehicles';

export default function VehicleHeaderFilters() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro rows={vehicles} columns={vehicleColumns} headerFilters hideFooter />
    </Box>
  );
}
