import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

const presets: { label: string; model: GridSortModel }[] = [
  { label: 'Cheapest first', model: [{ field: 'price', sort: 'asc' }] },
  { label: 'Newest first', model: [{ field: 'published', sort: 'desc' }] },
  { label: 'A to Z by title', model: [{ field: 'title', sort: 'asc' }] },
  { label: 'Shop order', model: [] },
];

export default function BookSortModelControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'price', sort: 'asc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setSortModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          sortModel={sortModel}
          // Called when a user clicks a header or uses the column menu.
          onSortModelChange={(model) => setSortModel(model)}
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
        {`sortModel = ${JSON.stringify(sortModel)}`}
      </Box>
    </Box>
  );
}
