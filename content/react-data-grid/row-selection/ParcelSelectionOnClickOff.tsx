import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { parcelColumns, parcels, type Parcel } from './parcels';

export default function ParcelSelectionOnClickOff() {
  const [tracked, setTracked] = React.useState<string | null>(null);

  // A button in each row: with disableRowSelectionOnClick, using it leaves the selection alone.
  const columns = React.useMemo<GridColDef<Parcel>[]>(
    () => [
      ...parcelColumns,
      {
        field: 'track',
        headerName: 'Tracking',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setTracked(row.id)}
            aria-label={`Track parcel ${row.id}`}
          >
            Track
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid rows={parcels} columns={columns} checkboxSelection disableRowSelectionOnClick />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {tracked
          ? `Tracking opened for ${tracked}.`
          : 'Select parcels with their checkboxes; the rest of the row is free for other actions.'}
      </Typography>
    </Box>
  );
}
