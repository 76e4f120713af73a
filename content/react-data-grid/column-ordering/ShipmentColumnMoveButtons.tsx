import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { shipments, type Shipment } from './shipments';

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Tracking no.', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'origin', headerName: 'From', width: 120 },
  { field: 'destination', headerName: 'To', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'eta', headerName: 'ETA', width: 120 },
];

const defaultOrder = columns.map((column) => column.field);
const headerNames = Object.fromEntries(columns.map((column) => [column.field, column.headerName]));

export default function ShipmentColumnMoveButtons() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(defaultOrder);
  const [selected, setSelected] = React.useState('status');

  // Read the order back from the grid after every change, whoever made it.
  const syncOrder = React.useCallback(() => {
    if (apiRef.current) {
      setOrder(apiRef.current.getAllColumns().map((column) => column.field));
    }
  }, [apiRef]);

  const move = (offset: -1 | 1) => {
    const index = order.indexOf(selected);
    // setColumnIndex takes the new 0-based position of the column.
    apiRef.current?.setColumnIndex(selected, index + offset);
    syncOrder();
  };

  const reset = () => {
    defaultOrder.forEach((field, index) => apiRef.current?.setColumnIndex(field, index));
    syncOrder();
  };

  const position = order.indexOf(selected);

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
          label="Column"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {defaultOrder.map((field) => (
            <MenuItem key={field} value={field}>
              {headerNames[field]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={() => move(-1)} disabled={position <= 0}>
          Move earlier
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move(1)}
          disabled={position >= order.length - 1}
        >
          Move later
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={shipments}
          columns={columns}
          onColumnOrderChange={syncOrder}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Order: {order.map((field) => headerNames[field]).join(' · ')}
      </Typography>
    </Box>
  );
}
