import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridFilterModel } from '@mui/x-data-grid-pro';
import { vehicleColumns, vehicles } from './vehicles';

export default function VehicleHeaderFiltersWithPanel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'fuel', operator: 'is', value: 'Diesel' },
      { id: 2, field: 'mileageKm', operator: '>', value: 100000 },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={vehicles}
          columns={vehicleColumns}
          headerFilters
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current filterModel items"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {`items = ${JSON.stringify(filterModel.items, null, 2)}`}
      </Box>
    </Box>
  );
}
