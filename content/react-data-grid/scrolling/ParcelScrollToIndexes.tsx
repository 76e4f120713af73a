import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { makeParcels, parcelColumns } from './parcels';

const parcels = makeParcels(60);

export default function ParcelScrollToIndexes() {
  const apiRef = useGridApiRef();
  const [parcelId, setParcelId] = React.useState(parcels[47].id);
  const [field, setField] = React.useState('slot');
  const [result, setResult] = React.useState('');

  const bringIntoView = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Indexes follow what the grid shows: the current sorting and filtering, and the visible columns.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(parcelId);
    const colIndex = api.getColumnIndex(field);
    if (rowIndex === undefined || colIndex === -1) {
      setResult('That parcel or column is hidden by a filter or by the columns panel.');
      return;
    }
    const scrolled = api.scrollToIndexes({ rowIndex, colIndex });
    // Moving the focus too lets keyboard users carry on from the cell they asked for.
    api.setCellFocus(parcelId, field);
    setResult(
      `scrollToIndexes({ rowIndex: ${rowIndex}, colIndex: ${colIndex} }) returned ${scrolled}`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Parcel"
          value={parcelId}
          onChange={(event) => setParcelId(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {parcels.map((parcel) => (
            <MenuItem key={parcel.id} value={parcel.id}>
              {parcel.id}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {parcelColumns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={bringIntoView}>
          Show parcel
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={parcels}
          columns={parcelColumns}
          aria-label="Parcels at the depot"
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        role="status"
        aria-label="Result of the last call"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          minHeight: 36,
        }}
      >
        {result}
      </Box>
    </Box>
  );
}
