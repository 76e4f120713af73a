import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { shipments, type Shipment } from './shipments';

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'contact', headerName: 'Consignee phone', width: 160 },
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 240 },
];

export default function ShipmentEscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
  }, [apiRef, escapeFormulas]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={escapeFormulas}
            onChange={(event) => setEscapeFormulas(event.target.checked)}
          />
        }
        label="escapeFormulas"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shipments}
          columns={columns}
          showToolbar
          slotProps={{ toolbar: { csvOptions: { escapeFormulas }, showQuickFilter: false } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="The CSV file"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 200,
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
