import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { employees } from './employees';
import { employeeColumns } from './employeeColumns';

export default function EmployeePinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['name'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPinnedColumns({ left: ['name', 'department'], right: ['status'] })}
        >
          Pin name, department and status
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={employees}
          columns={employeeColumns}
          pinnedColumns={pinnedColumns}
          // Called when a user pins or unpins from the column menu.
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current pinnedColumns value"
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
        {`pinnedColumns = ${JSON.stringify(pinnedColumns)}`}
      </Box>
    </Box>
  );
}
