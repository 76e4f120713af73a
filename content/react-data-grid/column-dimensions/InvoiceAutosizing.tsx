import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridAutosizeOptions } from '@mui/x-data-grid';
import { baseInvoiceColumns, invoices } from './invoices';

export default function InvoiceAutosizing() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  // The same options serve the button (passed to the method) and the
  // separator double-click (passed to the autosizeOptions prop).
  const options: GridAutosizeOptions = { includeHeaders, includeOutliers, expand };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.autosizeColumns(options)}
        >
          Autosize all columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeOutliers}
              onChange={(event) => setIncludeOutliers(event.target.checked)}
            />
          }
          label="Include outliers"
        />
        <FormControlLabel
          control={
            <Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />
          }
          label="Expand to fill"
        />
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={baseInvoiceColumns}
          autosizeOptions={options}
          hideFooter
        />
      </Box>
    </Box>
  );
}
