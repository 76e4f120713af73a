import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { euro, kilograms, localDate, shipments, type Shipment } from './shipments';

interface Route {
  from: string;
  to: string;
}

function buildColumns(routeFormatter: boolean): GridColDef<Shipment>[] {
  return [
    { field: 'id', headerName: 'Shipment', width: 110 },
    {
      field: 'route',
      headerName: 'Route',
      width: 190,
      // The cell value is an object: fine on screen thanks to renderCell…
      valueGetter: (_value, row): Route => ({ from: row.origin, to: row.destination }),
      renderCell: ({ value }) => (value ? `${value.from} → ${value.to}` : ''),
      // …but a file needs text, and the export reads the formatted value, not what renderCell draws.
      valueFormatter: routeFormatter ? (value: Route) => `${value.from} → ${value.to}` : undefined,
    },
    {
      field: 'weight',
      headerName: 'Weight',
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => kilograms.format(value),
    },
    {
      field: 'value',
      headerName: 'Declared value',
      type: 'number',
      width: 140,
      valueFormatter: (value: number) => euro.format(value),
    },
    {
      field: 'departure',
      headerName: 'Departure',
      type: 'date',
      width: 120,
      valueGetter: (value: string) => localDate(value),
    },
  ];
}

export default function ShipmentExportFormatting() {
  const apiRef = useGridApiRef();
  const [routeFormatter, setRouteFormatter] = React.useState(true);
  const [rawValues, setRawValues] = React.useState(false);
  const [preview, setPreview] = React.useState('');
  const columns = React.useMemo(() => buildColumns(routeFormatter), [routeFormatter]);

  React.useEffect(() => {
    const csv = apiRef.current?.getDataAsCsv() ?? '';
    setPreview(csv.split('\r\n').slice(0, 3).join('\n'));
  }, [apiRef, columns, rawValues]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={routeFormatter}
              onChange={(event) => setRouteFormatter(event.target.checked)}
            />
          }
          label="Route has a valueFormatter"
        />
        <FormControlLabel
          control={
            <Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />
          }
          label="ignoreValueFormatterDuringExport"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shipments}
          columns={columns}
          ignoreValueFormatterDuringExport={rawValues}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
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
