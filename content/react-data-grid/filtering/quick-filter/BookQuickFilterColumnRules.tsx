import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

const columns: GridColDef<Book>[] = bookColumns.map((column) => {
  if (column.field === 'isbn') {
    return {
      ...column,
      // Matches the digits whatever the hyphens: "0441478" finds 978-0-441-47812-5.
      getApplyQuickFilterFn: (value: string) => {
        const digits = digitsOnly(value);
        if (digits.length < 4) {
          return null;
        }
        return (isbn: string) => digitsOnly(isbn).includes(digits);
      },
    };
  }
  if (column.field === 'year') {
    return {
      ...column,
      // "196" finds the 1960s; the default for numbers needs the whole year.
      getApplyQuickFilterFn: (value: string) =>
        /^\d{1,4}$/.test(value) ? (year: number) => String(year).startsWith(value) : null,
    };
  }
  if (column.field === 'shelf') {
    // Never searched: shelf codes such as "B2" would match far too much.
    return { ...column, getApplyQuickFilterFn: () => null };
  }
  return column;
});

export default function BookQuickFilterColumnRules() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['196'] } } }}
        hideFooter
      />
    </Box>
  );
}
