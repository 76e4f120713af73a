import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { sprintTasks, type SprintTask } from './sprintTasks';

const columns: GridColDef<SprintTask>[] = [
  { field: 'id', headerName: 'Key', width: 90, groupable: false, aggregable: false },
  { field: 'title', headerName: 'Title', minWidth: 220, flex: 1, groupable: false },
  { field: 'area', headerName: 'Area', width: 140 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'In review', 'Done'],
    width: 120,
  },
  { field: 'points', headerName: 'Points', type: 'number', width: 110 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];

export default function TaskColumnMenuPremium() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sprintTasks}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['status'] },
          aggregation: { model: { points: 'sum' } },
          pinnedColumns: { left: ['id'] },
        }}
      />
    </Box>
  );
}
