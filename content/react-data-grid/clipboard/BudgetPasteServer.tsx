import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines, euro, parseAmount, type BudgetLine } from './budget';

// Amounts copied from the grid arrive formatted ("€18,000"): parseAmount reads them back.
const columns: GridColDef<BudgetLine>[] = budgetColumns(true).map((column) =>
  column.type === 'number' ? { ...column, pastedValueParser: parseAmount } : column,
);
const QUARTER_LIMIT = 25000;

/** A fake server: it answers after 500 ms and refuses any quarter above the limit. */
function saveBudgetLine(line: BudgetLine): Promise<BudgetLine> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const tooHigh = [line.q1, line.q2, line.q3, line.q4].some((amount) => amount > QUARTER_LIMIT);
      if (tooHigh) {
        reject(
          new Error(
            `${line.item}: quarters above ${euro.format(QUARTER_LIMIT)} need board approval.`,
          ),
        );
      } else {
        resolve(line);
      }
    }, 500);
  });
}

export default function BudgetPasteServer() {
  const [locked, setLocked] = React.useState(false);
  const [errors, setErrors] = React.useState<string[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Lock the budget (disableClipboardPaste)"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          disableClipboardPaste={locked}
          processRowUpdate={(newRow: BudgetLine) => saveBudgetLine(newRow)}
          onProcessRowUpdateError={(error: Error) =>
            setErrors((previous) => [...previous, error.message])
          }
          onClipboardPasteStart={() => setErrors([])}
          hideFooter
        />
      </Box>
      {errors.length > 0 ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setErrors([])}>
          {errors.length === 1
            ? errors[0]
            : `${errors.length} rows were not saved. ${errors.join(' ')}`}
        </Alert>
      ) : null}
    </Box>
  );
}
