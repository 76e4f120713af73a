import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

export default function ParcelRowSelectionSwitch() {
  // The van has left: the list becomes read-only and the selection is cleared.
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Van is loading (rowSelection)"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={parcels}
          columns={parcelColumns}
          checkboxSelection={loading}
          rowSelection={loading}
          hideFooter
        />
      </Box>
    </Box>
  );
}
