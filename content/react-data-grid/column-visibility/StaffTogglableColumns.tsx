import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_FIELD, type GridColDef } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

// Columns that always stay as they are: the selection checkboxes and the internal ID used by payroll.
const FIXED_FIELDS = new Set([GRID_CHECKBOX_SELECTION_FIELD, 'employeeId']);

const getTogglableColumns = (columns: GridColDef[]) =>
  columns.filter((column) => !FIXED_FIELDS.has(column.field)).map((column) => column.field);

export default function StaffTogglableColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={staffColumns}
        checkboxSelection
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { employeeId: false } } }}
        slotProps={{ columnsManagement: { getTogglableColumns } }}
      />
    </Box>
  );
}
