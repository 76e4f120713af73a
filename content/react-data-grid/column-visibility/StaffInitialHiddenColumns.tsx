import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

export default function StaffInitialHiddenColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={staffColumns}
        showToolbar
        initialState={{
          columns: {
            // Only the columns set to `false` start hidden; the grid owns the model from then on.
            columnVisibilityModel: {
              employeeId: false,
              mobilePhone: false,
              emergencyPhone: false,
              salary: false,
            },
          },
        }}
      />
    </Box>
  );
}
