import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { hotelColumns, hotels } from './hotels';

const presets: { label: string; model: GridFilterModel }[] = [
  {
    label: 'Under €100',
    model: { items: [{ field: 'pricePerNight', operator: '<', value: 100 }] },
  },
  {
    label: 'Breakfast included',
    model: { items: [{ field: 'breakfast', operator: 'is', value: 'true' }] },
  },
  {
    label: 'Hostels and guesthouses',
    model: { items: [{ field: 'kind', operator: 'isAnyOf', value: ['Hostel', 'Guesthouse'] }] },
  },
  { label: 'Clear', model: { items: [] } },
];

export default function HotelFilterControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'city', operator: 'equals', value: 'Kraków' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setFilterModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={hotels}
          columns={hotelColumns}
          filterModel={filterModel}
          // Receives the new model after every change made in the filter panel.
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current filterModel value"
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
        {`filterModel = ${JSON.stringify(filterModel, null, 2)}`}
      </Box>
    </Box>
  );
}
