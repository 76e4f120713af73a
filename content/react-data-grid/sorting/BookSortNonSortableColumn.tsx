import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// The header of the stock column does not sort: the button below is the only way in.
const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'stock' ? { ...column, sortable: false } : column,
);

export default function BookSortNonSortableColumn() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'stock', sort: 'asc' }])}
        >
          Restock list (lowest stock first)
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
