import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { shipmentColumns, shipments, type Shipment } from './shipments';

const columns: GridColDef<Shipment>[] = [
  ...shipmentColumns,
  { field: 'contact', headerName: 'Consignee phone', width: 160 },
  // On screen for the warehouse team, never in a file.
  { field: 'bin', headerName: 'Bin', width: 90, disableExport: true },
];

const choices: Record<string, { label: string; options: GridCsvExportOptions }> = {
  visible: { label: 'Visible columns (default)', options: {} },
  all: { label: 'allColumns: true', options: { allColumns: true } },
  fields: {
    label: "fields: ['id', 'destination', 'bin']",
    options: { fields: ['id', 'destination', 'bin'] },
  },
};

export default function ShipmentExportColumns() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('visible');
  const [header, setHeader] = React.useState('');
  // Hidden at first; show it from a column menu (Manage columns) to see the default change.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({ contact: false });
  const options = choices[choice].options;

  React.useEffect(() => {
    const csv = apiRef.current?.getDataAsCsv(options) ?? '';
    setHeader(csv.split('\r\n')[0]);
  }, [apiRef, options, visibility]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl sx={{ mb: 1 }}>
        <FormLabel id="export-columns-label">Columns to export</FormLabel>
        <RadioGroup
          row
          aria-labelledby="export-columns-label"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {Object.entries(choices).map(([key, { label }]) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio />}
              label={
                <Box component="code" sx={{ fontSize: 13 }}>
                  {label}
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shipments}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Header row of the CSV file"
        sx={{
          mt: 1,
          mb: 1,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {header}
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() => apiRef.current?.exportDataAsCsv(options)}
      >
        Download these columns
      </Button>
    </Box>
  );
}
