import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { vehicleColumns, vehicles } from './vehicles';

export default function VehicleHeaderFiltersOnly() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={vehicles}
        columns={vehicleColumns}
        headerFilters
        // No filter panel, no Filter item in the column menus: the header row is the only filter UI.
        disableColumnFilter
        headerFilterHeight={48}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
