import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookSortingBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* Every column is sortable by default: click a header to sort by it. */}
      <DataGrid rows={books} columns={bookColumns} hideFooter />
    </Box>
  );
}
