import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookQuickFilterToolbar() {
  // Only read here, to show what the search box puts in the model.
  const [quickFilterValues, setQuickFilterValues] = React.useState<
    GridFilterModel['quickFilterValues']
  >([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          // The default toolbar has a search button that opens the quick filter field.
          showToolbar
          onFilterModelChange={(model) => setQuickFilterValues(model.quickFilterValues)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Quick filter values"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {`quickFilterValues = ${JSON.stringify(quickFilterValues ?? [])}`}
      </Box>
    </Box>
  );
}
