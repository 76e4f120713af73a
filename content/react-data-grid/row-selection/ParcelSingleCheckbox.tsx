import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

export default function ParcelSingleCheckbox() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={parcelColumns}
        checkboxSelection
        // One parcel at a time: checking a box unchecks the previous one.
        disableMultipleRowSelection
      />
    </Box>
  );
}
