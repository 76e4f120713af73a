import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { sprintTasks, taskColumns } from './sprintTasks';

// In a triage view, filtering comes first; sorting moves to the end.
function TriageColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 }, // default 20
        columnMenuColumnsItem: { displayOrder: 5 }, // default 30
        columnMenuSortItem: { displayOrder: 50 }, // default 10
      }}
    />
  );
}

export default function TaskMenuReorderItems() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={sprintTasks} columns={taskColumns} slots={{ columnMenu: TriageColumnMenu }} />
    </Box>
  );
}
