import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

export default function DeparturesAutoHeight() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        rows={departures}
        columns={departureColumns}
        autoHeight
        pageSizeOptions={[4, 8, 16]}
        initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
      />
      {/* Content after the grid moves down as the page size grows. */}
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        Times are local. Check-in closes 40 minutes before departure.
      </Typography>
    </Box>
  );
}
