import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import { bookColumns, books } from './books';

export default function BookMultiSorting() {
  // By genre, then the best-rated books first inside each genre.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'genre', sort: 'asc' },
    { field: 'rating', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={books}
          columns={bookColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current sortModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`sortModel = ${JSON.stringify(sortModel, null, 1)}`}
      </Box>
    </Box>
  );
}
