import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { sprintTasks, taskColumns } from './sprintTasks';

export default function TaskColumnMenuDefault() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.showColumnMenu('status')}
      >
        Open the Status menu
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={sprintTasks} columns={taskColumns} />
      </Box>
    </Box>
  );
}
