import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { sprintTasks, taskColumns } from './sprintTasks';

// A fixed sprint report: readers sort and filter, but the set of columns is not theirs to change.
function ReportColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function TaskMenuHideItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={sprintTasks} columns={taskColumns} slots={{ columnMenu: ReportColumnMenu }} />
    </Box>
  );
}
