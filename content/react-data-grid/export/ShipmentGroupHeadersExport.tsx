import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { euro, kilograms, shipments, type Shipment } from './shipments';

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'From', width: 110 },
  { field: 'destination', headerName: 'To', width: 110 },
  { field: 'mode', headerName: 'Mode', width: 80 },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => kilograms.format(value),
  },
  {
    field: 'value',
    headerName: 'Value',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'route',
    headerName: 'Route',
    children: [{ field: 'origin' }, { field: 'destination' }, { field: 'mode' }],
  },
  { groupId: 'cargo', headerName: 'Cargo', children: [{ field: 'weight' }, { field: 'value' }] },
];

export default function ShipmentGroupHeadersExport() {
  const apiRef = useGridApiRef();
  const [groupHeaders, setGroupHeaders] = React.useState(true);
  const [preview, setPreview] = React.useState('');

  React.useEffect(() => {
    const csv = apiRef.current?.getDataAsCsv({ includeColumnGroupsHeaders: groupHeaders }) ?? '';
    setPreview(csv.split('\r\n').slice(0, 3).join('\n'));
  }, [apiRef, groupHeaders]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={groupHeaders}
            onChange={(event) => setGroupHeaders(event.target.checked)}
          />
        }
        label="includeColumnGroupsHeaders"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shipments}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="First lines of the CSV file"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {preview}
      </Box>
    </Box>
  );
}
