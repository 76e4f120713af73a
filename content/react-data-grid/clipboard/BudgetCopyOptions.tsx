import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { budgetColumns, budgetLines } from './budget';

const columns = budgetColumns();

const delimiters = [
  { label: 'Tab (default)', value: '\t' },
  { label: 'Semicolon', value: ';' },
  { label: 'Vertical bar', value: ' | ' },
];

export default function BudgetCopyOptions() {
  const [delimiter, setDelimiter] = React.useState('\t');
  const [rawValues, setRawValues] = React.useState(false);
  const [copied, setCopied] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="copy-delimiter-label">Cell delimiter</InputLabel>
          <Select
            labelId="copy-delimiter-label"
            label="Cell delimiter"
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
            <Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />
          }
          label="Copy raw numbers"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={budgetLines}
          columns={columns}
          checkboxSelection
          // Rows are selected with their checkbox; a click only focuses the cell.
          disableRowSelectionOnClick
          clipboardCopyCellDelimiter={delimiter}
          // The object form: raw values when copying, formatted values in CSV files.
          ignoreValueFormatterDuringExport={{ clipboardExport: rawValues, csvExport: rawValues }}
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Text copied to the clipboard"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          minHeight: 40,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 160,
        }}
      >
        {copied === null
          ? 'Select rows or focus a cell, then press Ctrl+C (⌘C on macOS).'
          : copied.replace(/\t/g, ' → ')}
      </Box>
    </Box>
  );
}
