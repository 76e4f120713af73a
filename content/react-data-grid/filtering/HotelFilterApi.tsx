import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridFilterModel } from '@mui/x-data-grid';
import { hotelColumns, hotels } from './hotels';

export default function HotelFilterApi() {
  const apiRef = useGridApiRef();
  // What the grid reported last, shown under it.
  const [model, setModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            // The item with the same id is replaced, so each click updates one filter.
            apiRef.current?.upsertFilterItem({
              id: 'budget',
              field: 'pricePerNight',
              operator: '<=',
              value: 150,
            })
          }
        >
          Up to €150
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 'budget',
              field: 'pricePerNight',
              operator: '<=',
              value: 250,
            })
          }
        >
          Up to €250
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ field: 'city', operator: 'equals', value: 'Amsterdam' }],
            })
          }
        >
          Only Amsterdam
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel()}>
          Open the filter panel
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={hotels}
          columns={hotelColumns}
          onFilterModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Filter model reported by onFilterModelChange"
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
        {`items = ${JSON.stringify(model.items)}`}
      </Box>
    </Box>
  );
}
