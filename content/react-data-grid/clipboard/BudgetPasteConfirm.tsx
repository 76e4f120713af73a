import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines, parseAmount, type BudgetLine } from './budget';

// Amounts copied from the grid arrive formatted ("€18,000"): parseAmount reads them back.
const columns: GridColDef<BudgetLine>[] = budgetColumns(true).map((column) =>
  column.type === 'number' ? { ...column, pastedValueParser: parseAmount } : column,
);

interface PendingPaste {
  cells: number;
  rows: number;
  resolve: () => void;
  reject: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export default function BudgetPasteConfirm() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // The grid waits for this promise: resolving it pastes, rejecting it cancels.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((count, row) => count + row.length, 0);
      setPending({ cells, rows: data.length, resolve, reject });
    });

  const close = (accept: boolean) => {
    if (accept) {
      pending?.resolve();
    } else {
      pending?.reject();
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={budgetLines}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onBeforeClipboardPasteStart={confirmPaste}
        hideFooter
      />
      <Dialog
        open={pending !== null}
        onClose={() => close(false)}
        aria-labelledby="paste-confirm-title"
      >
        <DialogTitle id="paste-confirm-title">Paste into the budget?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {plural(pending?.cells ?? 0, 'value')} on{' '}
            {plural(pending?.rows ?? 0, 'row')}. Pasting replaces the planned amounts in the cells
            they land on.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
