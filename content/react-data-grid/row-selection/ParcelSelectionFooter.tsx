import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { parcelColumns, parcels, type Parcel } from './parcels';

const VAN_CAPACITY_KG = 40;

/** The load of the van, from the rows currently selected. */
function VanLoadFooter() {
  const apiRef = useGridApiContext();
  // A Map of the selected ids to their rows, whatever the type of the model.
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  let load = 0;
  for (const row of selectedRows.values()) {
    load += (row as Parcel | undefined)?.weightKg ?? 0;
  }
  const over = load > VAN_CAPACITY_KG;

  return (
    <GridFooterContainer sx={{ px: 2, py: 1 }}>
      <Typography
        variant="body2"
        sx={{ color: over ? 'error.main' : 'text.primary', fontWeight: over ? 700 : 400 }}
      >
        {selectedRows.size} parcels, {load.toFixed(1)} kg of {VAN_CAPACITY_KG} kg
        {over ? ' — over capacity' : ''}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ParcelSelectionFooter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={parcelColumns}
        checkboxSelection
        slots={{ footer: VanLoadFooter }}
      />
    </Box>
  );
}
