import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// One comparator per direction: the direction only flips the rated books,
// and books without reviews stay at the bottom in both.
function ratingComparator(direction: GridSortDirection): GridComparatorFn<number | null> {
  const factor = direction === 'desc' ? -1 : 1;
  return (rating1, rating2) => {
    if (rating1 == null || rating2 == null) {
      return (rating1 == null ? 1 : 0) - (rating2 == null ? 1 : 0);
    }
    return factor * (rating1 - rating2);
  };
}

export default function BookRatingNullsLast() {
  const [unratedLast, setUnratedLast] = React.useState(true);

  const columns = React.useMemo<GridColDef<Book>[]>(
    () =>
      bookColumns.map((column) =>
        column.field === 'rating' && unratedLast
          ? { ...column, getSortComparator: ratingComparator }
          : column,
      ),
    [unratedLast],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={unratedLast}
            onChange={(event) => setUnratedLast(event.target.checked)}
          />
        }
        label="Books without reviews last, in both directions"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
