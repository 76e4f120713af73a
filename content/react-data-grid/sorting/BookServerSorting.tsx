import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, type Book } from './books';
import { describeQuery, fetchSortedBooks } from './bookServer';

export default function BookServerSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'published', sort: 'desc' },
  ]);
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    // Ignore an answer that arrives after the user has sorted again.
    let current = true;
    setLoading(true);
    fetchSortedBooks(sortModel).then((sortedRows) => {
      if (current) {
        setRows(sortedRows);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={bookColumns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          loading={loading}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Last request: {describeQuery(sortModel)}
      </Typography>
    </Box>
  );
}
