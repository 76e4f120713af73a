import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookQuickFilterInitial() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={bookColumns}
        showToolbar
        initialState={{
          filter: {
            // The search field opens with these words in it.
            filterModel: { items: [], quickFilterValues: ['butler'] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
