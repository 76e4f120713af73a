import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { sprintTasks, taskColumns, type SprintTask } from './sprintTasks';

// The key identifies a task; there is nothing to sort, filter or hide about it from a menu.
const columns: GridColDef<SprintTask>[] = taskColumns.map((column) =>
  column.field === 'id' ? { ...column, disableColumnMenu: true } : column,
);

export default function TaskMenuDisabled() {
  const [disableColumnMenu, setDisableColumnMenu] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={disableColumnMenu}
            onChange={(event) => setDisableColumnMenu(event.target.checked)}
          />
        }
        label="disableColumnMenu"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid rows={sprintTasks} columns={columns} disableColumnMenu={disableColumnMenu} />
      </Box>
    </Box>
  );
}
