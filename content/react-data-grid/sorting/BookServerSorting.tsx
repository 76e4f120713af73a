import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, type Book } from './books';
import { describeQuery, fetchSortedBooks } from './bookServer';

interface Answer {
  /** The sort model the server answered, or `null` before the first answer. */
  sortModel: GridSortModel | null;
  rows: Book[];
}

export default function BookServerSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'published', sort: 'desc' },
  ]);
  const [answer, setAnswer] = React.useState<Answer>({ sortModel: null, rows: [] });
  // Each change gives a new model object: while the rows answer an older one, a request is pending.
  const loading = answer.sortModel !== sortModel;

  React.useEffect(() => {
    // Ignore an answer that arrives after the user has sorted again.
    let current = true;
    fetchSortedBooks(sortModel).then((sortedRows) => {
      if (current) {
        setAnswer({ sortModel, rows: sortedRows });
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
          rows={answer.rows}
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
