import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

export default function StaffColumnsPanel() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
      >
        Choose columns
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={staff}
          columns={staffColumns}
          slotProps={{
            // List the columns alphabetically instead of in grid order.
            columnsManagement: { sort: 'asc' },
          }}
        />
      </Box>
    </Box>
  );
}
