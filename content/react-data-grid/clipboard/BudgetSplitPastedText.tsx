import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines, parseAmount, type BudgetLine } from './budget';

// Amounts copied from the grid arrive formatted ("€18,000"): parseAmount reads them back.
const columns: GridColDef<BudgetLine>[] = budgetColumns(true).map((column) =>
  column.type === 'number' ? { ...column, pastedValueParser: parseAmount } : column,
);

// Lines of a semicolon-separated file, with a blank line a text editor left behind.
const sample = '21000;5000;0;24000\n\n7000;7000;6500;8500';

/**
 * Splits on the grid's delimiter (a tab) when the text has one, on semicolons otherwise,
 * and drops blank lines. Returning null cancels the paste.
 */
function splitPastedText(text: string, delimiter: string): string[][] | null {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  if (lines.length === 0 || lines.length > 50) {
    return null;
  }
  const separator = lines.some((line) => line.includes(delimiter)) ? delimiter : ';';
  return lines.map((line) => line.split(separator).map((value) => value.trim()));
}

export default function BudgetSplitPastedText() {
  const [split, setSplit] = React.useState<string[][] | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Lines from a CSV file"
          value={sample}
          multiline
          size="small"
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          size="small"
          onClick={() => navigator.clipboard?.writeText(sample).catch(() => {})}
        >
          Copy these lines
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          splitClipboardPastedText={splitPastedText}
          onClipboardPasteStart={({ data }) => setSplit(data)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {split ? `Split into ${JSON.stringify(split)}` : 'Nothing pasted yet.'}
      </Typography>
    </Box>
  );
}
