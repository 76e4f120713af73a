import Box from '@mui/material/Box';
import { DataGrid, type GridRowParams } from '@mui/x-data-grid';
import { parcelColumns, parcels, type Parcel } from './parcels';

// Parcels on hold or without a label cannot go on the van.
const isRowSelectable = (params: GridRowParams<Parcel>) => params.row.status === 'Ready';

export default function ParcelSelectableRows() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={parcelColumns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
      />
    </Box>
  );
}
