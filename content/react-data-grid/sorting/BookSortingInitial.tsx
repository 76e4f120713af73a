import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookSortingInitial() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={bookColumns}
        // Best-rated books first when the grid mounts; users can re-sort afterwards.
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
