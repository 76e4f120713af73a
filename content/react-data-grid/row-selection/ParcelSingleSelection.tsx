import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

export default function ParcelSingleSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [selectedId] = [...selection.ids];
  const selected = parcels.find((parcel) => parcel.id === selectedId);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        {/* Without checkboxes, the free grid selects one row at a time. */}
        <DataGrid
          rows={parcels}
          columns={parcelColumns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {selected
          ? `Label to print: ${selected.id} for ${selected.recipient}, ${selected.town}`
          : 'Click a parcel to print its label.'}
      </Typography>
    </Box>
  );
}
