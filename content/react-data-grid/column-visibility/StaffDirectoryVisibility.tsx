import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, staffColumns, type StaffMember } from './staffDirectory';

// Every column can be hidden by the user, except "Name": without it, a row means nothing.
const columns: GridColDef<StaffMember>[] = staffColumns.map((column) =>
  column.field === 'name' ? { ...column, hideable: false } : column,
);

export default function StaffDirectoryVisibility() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} showToolbar />
    </Box>
  );
}
