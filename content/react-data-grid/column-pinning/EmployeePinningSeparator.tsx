import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { employees } from './employees';
import { employeeColumns } from './employeeColumns';

type Separator = NonNullable<DataGridProProps['pinnedColumnsSectionSeparator']>;
const separators: Separator[] = ['border-and-shadow', 'border', 'shadow'];

export default function EmployeePinningSeparator() {
  const [separator, setSeparator] = React.useState<Separator>('border');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="pinnedColumnsSectionSeparator"
        value={separator}
        onChange={(event) => setSeparator(event.target.value as Separator)}
        sx={{ mb: 1, minWidth: 260 }}
      >
        {separators.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={employees}
          columns={employeeColumns}
          pinnedColumnsSectionSeparator={separator}
          initialState={{ pinnedColumns: { left: ['name'], right: ['salary'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
