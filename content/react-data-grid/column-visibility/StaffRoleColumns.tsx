import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

type Role = 'colleague' | 'manager' | 'hr';

const ROLE_LABELS: Record<Role, string> = {
  colleague: 'Colleague',
  manager: 'Team manager',
  hr: 'HR officer',
};

// What each role may see. The application decides, so users get no column controls.
const MODEL_BY_ROLE: Record<Role, GridColumnVisibilityModel> = {
  colleague: {
    employeeId: false,
    mobilePhone: false,
    emergencyPhone: false,
    startDate: false,
    salary: false,
  },
  manager: { employeeId: false, salary: false },
  hr: {},
};

export default function StaffRoleColumns() {
  const [role, setRole] = React.useState<Role>('colleague');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1.5, minWidth: 200 }}>
        <InputLabel id="staff-role-label">Signed in as</InputLabel>
        <Select
          labelId="staff-role-label"
          label="Signed in as"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {(Object.keys(ROLE_LABELS) as Role[]).map((key) => (
            <MenuItem key={key} value={key}>
              {ROLE_LABELS[key]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={staff}
          columns={staffColumns}
          columnVisibilityModel={MODEL_BY_ROLE[role]}
          disableColumnSelector
          showToolbar
        />
      </Box>
    </Box>
  );
}
