import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

export default function ParcelCheckboxSelection() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* Checkboxes turn on multiple selection; the footer counts the selected rows. */}
      <DataGrid rows={parcels} columns={parcelColumns} checkboxSelection />
    </Box>
  );
}
