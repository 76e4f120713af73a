import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridCsvExportOptions } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

const delimiters = [
  { label: 'Comma', value: ',' },
  { label: 'Semicolon', value: ';' },
  { label: 'Tab', value: '\t' },
];

export default function ShipmentCsvOptions() {
  const apiRef = useGridApiRef();
  const [fileName, setFileName] = React.useState('shipments-march');
  const [delimiter, setDelimiter] = React.useState(';');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [utf8WithBom, setUtf8WithBom] = React.useState(true);
  const [preview, setPreview] = React.useState('');

  // The same object drives the toolbar's "Download as CSV" item and the preview below.
  const csvOptions = React.useMemo<GridCsvExportOptions>(
    () => ({ fileName, delimiter, includeHeaders, utf8WithBom }),
    [fileName, delimiter, includeHeaders, utf8WithBom],
  );

  React.useEffect(() => {
    // The first three lines of what the download will contain.
    const csv = apiRef.current?.getDataAsCsv(csvOptions) ?? '';
    setPreview(csv.split('\r\n').slice(0, 3).join('\n'));
  }, [apiRef, csvOptions]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="File name"
          value={fileName}
          onChange={(event) => setFileName(event.target.value)}
          helperText=".csv is added"
        />
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="csv-delimiter-label">Delimiter</InputLabel>
          <Select
            labelId="csv-delimiter-label"
            label="Delimiter"
            value={delimiter}
            onChange={(event) => setDelimiter(event.target.value)}
          >
            {delimiters.map((option) => (
              <MenuItem key={option.label} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Header row"
        />
        <FormControlLabel
          control={
            <Switch
              checked={utf8WithBom}
              onChange={(event) => setUtf8WithBom(event.target.checked)}
            />
          }
          label="Byte order mark"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shipments}
          columns={shipmentColumns}
          showToolbar
          slotProps={{ toolbar: { csvOptions } }}
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
        {preview.replace(/\t/g, '→')}
      </Box>
    </Box>
  );
}
