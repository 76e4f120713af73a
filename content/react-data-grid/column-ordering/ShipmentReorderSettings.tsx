import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { shipments, type Shipment } from './shipments';

const columns: GridColDef<Shipment>[] = [
  // The tracking number always stays first: its header cannot be dragged.
  { field: 'id', headerName: 'Tracking no. (fixed)', width: 170, disableReorder: true },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'origin', headerName: 'From', width: 120 },
  { field: 'destination', headerName: 'To', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'eta', headerName: 'ETA', width: 120 },
];

export default function ShipmentReorderSettings() {
  const [reorderingEnabled, setReorderingEnabled] = React.useState(true);
  const [keepWhenOutside, setKeepWhenOutside] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={reorderingEnabled}
              onChange={(event) => setReorderingEnabled(event.target.checked)}
            />
          }
          label="Column reordering"
        />
        <FormControlLabel
          control={
            <Switch
              checked={keepWhenOutside}
              onChange={(event) => setKeepWhenOutside(event.target.checked)}
              disabled={!reorderingEnabled}
            />
          }
          label="Keep position when dropped outside"
        />
      </FormGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={shipments}
          columns={columns}
          disableColumnReorder={!reorderingEnabled}
          keepColumnPositionIfDraggedOutside={keepWhenOutside}
          hideFooter
        />
      </Box>
    </Box>
  );
}
