import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridRowId } from '@mui/x-data-grid';
import { makeParcel, makeParcels, parcelColumns, type Parcel } from './parcels';

const FIRST_BATCH = 40;

export default function ParcelScrollAfterAdd() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Parcel[]>(() => makeParcels(FIRST_BATCH));
  // The row to bring into view once the grid has rendered it.
  const [pending, setPending] = React.useState<GridRowId | null>(null);

  const addParcel = () => {
    const parcel = makeParcel(rows.length);
    setRows((previous) => [...previous, parcel]);
    setPending(parcel.id);
  };

  React.useEffect(() => {
    const api = apiRef.current;
    if (pending === null || !api) {
      return;
    }
    // Runs after the render that contains the new row, so its index and position are known.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(pending);
    if (rowIndex !== undefined) {
      api.scrollToIndexes({ rowIndex });
      api.setCellFocus(pending, 'id');
    }
    setPending(null);
  }, [apiRef, pending, rows]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button variant="contained" onClick={addParcel}>
          Register a parcel
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rows.length} parcels. Sort a column first to see the new one land in the middle.
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={parcelColumns}
          aria-label="Parcels at the depot"
          hideFooter
        />
      </Box>
    </Box>
  );
}
