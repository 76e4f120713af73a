import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { stationColumns, stations, type Station } from './stations';

export default function StationNoRowsOverlay() {
  const [rows, setRows] = React.useState<Station[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setRows(rows.length ? [] : stations)}
        sx={{ mb: 1 }}
      >
        {rows.length ? 'Remove all stations' : 'Add the stations'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={stationColumns} hideFooter />
      </Box>
    </Box>
  );
}
