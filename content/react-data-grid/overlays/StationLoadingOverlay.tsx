import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { stationColumns, stations } from './stations';

export default function StationLoadingOverlay() {
  const [loading, setLoading] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="loading"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={stations} columns={stationColumns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
