import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridPrintExportOptions } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

export default function ShipmentPrintOptions() {
  const [hideToolbar, setHideToolbar] = React.useState(true);
  const [hideFooter, setHideFooter] = React.useState(true);
  const [landscape, setLandscape] = React.useState(true);

  const printOptions: GridPrintExportOptions = {
    // The title of the print document: browsers offer it as the PDF file name.
    fileName: 'Shipments, March 2026',
    hideToolbar,
    hideFooter,
    // Any CSS: here the paper orientation and a smaller font so all columns fit.
    pageStyle: landscape
      ? '@page { size: A4 landscape; margin: 12mm; } body { font-size: 12px; }'
      : '@page { size: A4 portrait; margin: 12mm; }',
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={hideToolbar}
              onChange={(event) => setHideToolbar(event.target.checked)}
            />
          }
          label="Hide the toolbar"
        />
        <FormControlLabel
          control={
            <Switch
              checked={hideFooter}
              onChange={(event) => setHideFooter(event.target.checked)}
            />
          }
          label="Hide the footer"
        />
        <FormControlLabel
          control={
            <Switch checked={landscape} onChange={(event) => setLandscape(event.target.checked)} />
          }
          label="Landscape"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={shipments}
          columns={shipmentColumns}
          checkboxSelection
          showToolbar
          slotProps={{ toolbar: { printOptions } }}
        />
      </Box>
    </Box>
  );
}
