import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';
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

export default function ShipmentColumnReorder() {
  const [lastMove, setLastMove] = React.useState<GridColumnOrderChangeParams | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={shipments}
          columns={columns}
          // Fired once per drag, when the header is dropped.
          onColumnOrderChange={(params) => setLastMove(params)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {lastMove
          ? `onColumnOrderChange: “${lastMove.column.headerName}” moved from index ${lastMove.oldIndex} to index ${lastMove.targetIndex}.`
          : 'Drag a column header left or right to move the column.'}
      </Typography>
    </Box>
  );
}
