import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { stationColumns, stations, type Station } from './stations';

export default function StationOverlayHeight() {
  const [rows, setRows] = React.useState<Station[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setRows(rows.length ? [] : stations.slice(0, 4))}
        sx={{ mb: 1 }}
      >
        {rows.length ? 'Remove the stations' : 'Add four stations'}
      </Button>
      {/* No fixed height: the grid grows with its rows, and the overlay sets its height when empty. */}
      <DataGrid
        rows={rows}
        columns={stationColumns}
        autoHeight
        hideFooter
        sx={{ '--DataGrid-overlayHeight': '220px' }}
      />
    </Box>
  );
}
