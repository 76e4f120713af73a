import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { parcelColumns, parcels } from './parcels';

export default function ParcelProMultipleSelection() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* No checkboxes: Ctrl/⌘+click adds or removes a row, Shift+click selects a range. */}
      <DataGridPro rows={parcels} columns={parcelColumns} />
    </Box>
  );
}
