import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { parcelColumns, parcels } from './parcels';

export default function ParcelVisibleOnlySelection() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={visibleOnly}
            onChange={(event) => {
              setVisibleOnly(event.target.checked);
              setRowSelectionModel({ type: 'include', ids: new Set() });
            }}
          />
        }
        label="checkboxSelectionVisibleOnly"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={parcels}
          columns={parcelColumns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
        />
      </Box>
    </Box>
  );
}
