import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  changedFields,
  createCustomerServer,
  wholesaleCustomers,
  type CustomerChanges,
  type WholesaleCustomer,
} from './wholesaleCustomers';

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<WholesaleCustomer>[] = [
  { field: 'cafe', headerName: 'Café', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'E-mail', width: 210, editable: true },
  {
    field: 'creditLimit',
    headerName: 'Credit limit',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number | null) => (value == null ? '' : euros.format(value)),
  },
];

/** An edit waiting for the user's answer, with the functions that settle processRowUpdate's promise. */
interface PendingEdit {
  newRow: WholesaleCustomer;
  oldRow: WholesaleCustomer;
  resolve: (row: WholesaleCustomer) => void;
  reject: (error: unknown) => void;
}

export default function CustomerConfirmSave() {
  const [server] = React.useState(() => createCustomerServer(wholesaleCustomers));
  const [pendingEdit, setPendingEdit] = React.useState<PendingEdit | null>(null);
  // Kept apart from pendingEdit so that the dialog keeps its text while it fades out.
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const titleId = React.useId();
  const textId = React.useId();
  const [status, setStatus] = React.useState('Change a credit limit and press Enter.');

  const save = async (row: WholesaleCustomer, changes: CustomerChanges) => {
    setStatus(`Saving ${row.cafe}…`);
    const saved = await server.updateCustomer(row.id, changes);
    setStatus(`${saved.cafe} saved.`);
    return saved;
  };

  const processRowUpdate = (newRow: WholesaleCustomer, oldRow: WholesaleCustomer) => {
    const changes = changedFields(newRow, oldRow);
    if (Object.keys(changes).length === 0) {
      return oldRow;
    }
    if (!('creditLimit' in changes)) {
      return save(newRow, changes); // Only credit changes need a second look.
    }
    // The grid waits, with the editor open, until the user answers.
    return new Promise<WholesaleCustomer>((resolve, reject) => {
      setPendingEdit({ newRow, oldRow, resolve, reject });
      setDialogOpen(true);
    });
  };

  const keepOldValue = () => {
    if (!pendingEdit || !dialogOpen) return;
    pendingEdit.resolve(pendingEdit.oldRow); // Resolving with the old row closes the editor unchanged.
    setStatus(`${pendingEdit.oldRow.cafe} keeps its credit limit.`);
    setDialogOpen(false);
  };

  const confirmChange = () => {
    if (!pendingEdit || !dialogOpen) return;
    const { newRow, oldRow, resolve, reject } = pendingEdit;
    setDialogOpen(false);
    save(newRow, changedFields(newRow, oldRow)).then(resolve, reject);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={wholesaleCustomers}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setStatus(`Not saved: ${error.message}`)}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {status}
      </Typography>
      <Dialog
        open={dialogOpen}
        onClose={keepOldValue}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Change the credit limit?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {pendingEdit
              ? `${pendingEdit.newRow.cafe} would go from ${euros.format(pendingEdit.oldRow.creditLimit)} to ${euros.format(pendingEdit.newRow.creditLimit ?? 0)} of unpaid invoices.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={keepOldValue} autoFocus>
            Keep {pendingEdit ? euros.format(pendingEdit.oldRow.creditLimit) : ''}
          </Button>
          <Button onClick={confirmChange} variant="contained">
            Save {pendingEdit ? euros.format(pendingEdit.newRow.creditLimit ?? 0) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
