import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { sprintTasks, taskColumns, type SprintTask } from './sprintTasks';

// "Notes" can be neither sorted nor filtered. Once the menu loses its column items too,
// nothing is left for that column, and the grid does not draw its menu button.
const columns: GridColDef<SprintTask>[] = [
  ...taskColumns,
  {
    field: 'notes',
    headerName: 'Notes',
    width: 200,
    sortable: false,
    filterable: false,
    valueGetter: (_value, row) => (row.priority === 'Urgent' ? 'Customer-facing incident' : ''),
  },
];

export default function TaskMenuFromSlotProps() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={sprintTasks}
        columns={columns}
        slotProps={{
          // The same `slots` and `slotProps` a wrapper would give to GridColumnMenu.
          columnMenu: {
            slots: { columnMenuColumnsItem: null },
            slotProps: { columnMenuFilterItem: { displayOrder: 0 } },
          },
        }}
      />
    </Box>
  );
}
