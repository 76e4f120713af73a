import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridOverlay,
  gridFilterModelSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
} from '@mui/x-data-grid';
import { stationColumns, stations } from './stations';

/** Says which search and which filter hide every row. */
function NoMatchingStationsOverlay() {
  const apiRef = useGridApiContext();
  const { items, quickFilterValues = [] } = useGridSelector(apiRef, gridFilterModelSelector);
  const reasons = [
    ...(quickFilterValues.length ? [`the search "${quickFilterValues.join(' ')}"`] : []),
    ...items.map((item) => `${item.field} ${item.operator} ${String(item.value ?? '')}`),
  ];

  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, p: 2, textAlign: 'center' }}>
      <SearchOffIcon fontSize="large" color="disabled" aria-hidden />
      <Typography variant="body2">No station matches {reasons.join(' and ')}.</Typography>
      <Typography variant="body2" color="text.secondary">
        Change the search, or clear it with the button above the grid.
      </Typography>
    </GridOverlay>
  );
}

export default function StationCustomNoResultsOverlay() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => apiRef.current?.setFilterModel({ items: [], quickFilterValues: [] })}
        sx={{ mb: 1 }}
      >
        Clear the search and filter
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={stations}
          columns={stationColumns}
          showToolbar
          slots={{ noResultsOverlay: NoMatchingStationsOverlay }}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'bikes', operator: '>', value: 15 }],
                quickFilterValues: ['harbour'],
              },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
