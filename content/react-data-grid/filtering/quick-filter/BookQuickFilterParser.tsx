import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

/** Words, except that a phrase in double quotes stays one value: `"of time" 19`. */
function parseSearch(input: string): string[] {
  const parts = input.match(/"[^"]*"|[^\s"]+/g) ?? [];
  return parts.map((part) => part.replaceAll('"', '').trim()).filter((part) => part !== '');
}

/** The reverse, used when the model changes from elsewhere: phrases get their quotes back. */
function formatSearch(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

export default function BookQuickFilterParser() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={bookColumns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['of time'] } } }}
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseSearch,
              quickFilterFormatter: formatSearch,
              // Wait half a second after the last keystroke.
              debounceMs: 500,
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
