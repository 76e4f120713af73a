import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridEventListener } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines, euro, parseAmount, type BudgetLine } from './budget';

// Amounts copied from the grid arrive formatted ("€18,000"): parseAmount reads them back.
const columns: GridColDef<BudgetLine>[] = budgetColumns(true).map((column) =>
  column.type === 'number' ? { ...column, pastedValueParser: parseAmount } : column,
);

// Two rows of four quarters, as a spreadsheet puts them on the clipboard.
const sample = '19500\t4500\t0\t22000\n6800\t6800\t6000\t8200';

export default function BudgetPaste() {
  const [rows, setRows] = React.useState<BudgetLine[]>(budgetLines);
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (newRow: BudgetLine) => {
    // Called once per changed row, with every pasted value of that row applied.
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  const handlePasteStart: GridEventListener<'clipboardPasteStart'> = ({ data }) => {
    setLog((previous) =>
      [`Paste started: ${data.length} rows of ${data[0]?.length ?? 0} values`, ...previous].slice(
        0,
        4,
      ),
    );
  };

  const handlePasteEnd: GridEventListener<'clipboardPasteEnd'> = ({ newRows }) => {
    setLog((previous) => [`Paste ended: ${newRows.size} rows updated`, ...previous].slice(0, 4));
  };

  const total = rows.reduce((sum, row) => sum + row.q1 + row.q2 + row.q3 + row.q4, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Spreadsheet cells to paste"
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
          Copy these cells
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={handlePasteStart}
          onClipboardPasteEnd={handlePasteEnd}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Yearly budget: {euro.format(total)}
      </Typography>
      <Box
        component="ul"
        aria-label="Paste events"
        sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
      >
        {log.length === 0 ? (
          <li>No paste yet.</li>
        ) : (
          log.map((entry, index) => <li key={index}>{entry}</li>)
        )}
      </Box>
    </Box>
  );
}
