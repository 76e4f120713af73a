import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

// The three phone columns get a description that says when to use the number.
const DESCRIPTIONS: Record<string, string> = {
  workPhone: 'Number to call at the office',
  mobilePhone: 'Number to call away from the desk',
  emergencyPhone: 'Number to call in an emergency',
};

const columns: GridColDef[] = staffColumns.map((column) =>
  DESCRIPTIONS[column.field] ? { ...column, description: DESCRIPTIONS[column.field] } : column,
);

// The search field of the panel also looks at the descriptions: "call" finds the phone columns.
// The grid passes the search text in lower case.
const searchPredicate = (column: GridColDef, searchValue: string) =>
  [column.headerName ?? column.field, column.description ?? ''].some((text) =>
    text.toLowerCase().includes(searchValue),
  );

export default function StaffToggleAllFiltered() {
  const [filteredOnly, setFilteredOnly] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={filteredOnly}
            onChange={(event) => setFilteredOnly(event.target.checked)}
          />
        }
        label={`toggleAllMode: '${filteredOnly ? 'filteredOnly' : 'all'}'`}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          showToolbar
          slotProps={{
            columnsManagement: {
              toggleAllMode: filteredOnly ? 'filteredOnly' : 'all',
              searchPredicate,
            },
          }}
        />
      </Box>
    </Box>
  );
}
