import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// The shared columns, with the page count after the genre.
const columns: GridColDef<Book>[] = [
  ...bookColumns.slice(0, 3),
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  ...bookColumns.slice(3),
];

export default function BookSortingApi() {
  const apiRef = useGridApiRef();
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [firstTitles, setFirstTitles] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {/* No direction: the next one in the column's sorting order, as a header click. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('price')}>
          sortColumn(&apos;price&apos;)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('pages', 'desc')}
        >
          sortColumn(&apos;pages&apos;, &apos;desc&apos;)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setSortModel([{ field: 'published', sort: 'asc' }])}
        >
          setSortModel(oldest first)
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          setSortModel([])
        </Button>
        <Button
          size="small"
          onClick={() => {
            const sortedRows = (apiRef.current?.getSortedRows() ?? []) as Book[];
            setFirstTitles(
              sortedRows
                .slice(0, 3)
                .map((book) => book.title)
                .join(' · '),
            );
          }}
        >
          Read the first three
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={books}
          columns={columns}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        onSortModelChange received: {JSON.stringify(sortModel)}
      </Typography>
      {firstTitles !== null && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          getSortedRows(), first three: {firstTitles}
        </Typography>
      )}
    </Box>
  );
}
