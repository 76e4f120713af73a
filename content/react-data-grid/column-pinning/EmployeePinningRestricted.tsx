import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './employees';
import { employeeColumns } from './employeeColumns';

// Personal data may not be pinned by users: the column menu of these
// columns has no pinning items.
const privateFields = new Set(['email', 'phone', 'salary']);
const columns: GridColDef<Employee>[] = employeeColumns.map((column) =>
  privateFields.has(column.field) ? { ...column, pinnable: false } : column,
);

export default function EmployeePinningRestricted() {
  const [pinningDisabled, setPinningDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pinningDisabled}
            onChange={(event) => setPinningDisabled(event.target.checked)}
          />
        }
        label="disableColumnPinning"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          disableColumnPinning={pinningDisabled}
          // Pinned by the application, even while users cannot pin anything.
          initialState={{ pinnedColumns: { left: ['name'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
