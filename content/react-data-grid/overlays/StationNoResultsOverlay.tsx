import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { stationColumns, stations } from './stations';

export default function StationNoResultsOverlay() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={stations}
        columns={stationColumns}
        showToolbar
        // No station is closed in the Centre: the grid has rows, but none passes the filter.
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'Closed' }],
              quickFilterValues: ['centre'],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
