import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { vehicleColumns, vehicles, type Vehicle } from './vehicles';

// Without the menu, each cell keeps its column's first operator: contains for text, is for the lists.
const columns: GridColDef<Vehicle>[] = vehicleColumns.filter((column) =>
  ['plate', 'model', 'department', 'fuel'].includes(column.field),
);

export default function VehicleHeaderFilterClearIcon() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={vehicles}
        columns={columns}
        headerFilters
        // No operator menu in the header filter cells.
        slots={{ headerFilterMenu: null }}
        // A clear button appears in each cell that has a value.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'department', operator: 'is', value: 'Parks' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
