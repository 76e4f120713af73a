import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
} from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns, type Invoice } from './invoiceServer';

// The same columns, with the amount and the status editable.
const columns: GridColDef<Invoice>[] = invoiceColumns.map((column) =>
  column.field === 'amount' || column.field === 'status' ? { ...column, editable: true } : column,
);

interface Notice {
  severity: AlertColor;
  text: string;
}

export default function InvoiceUpdateRow() {
  const [server] = React.useState(() => new InvoiceServer());
  const [failing, setFailing] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice>({
    severity: 'info',
    text: 'Double-click an amount or a status, change it and press Enter.',
  });

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getInvoices(params);
        return { rows, rowCount: total };
      },
      updateRow: async ({ updatedRow }) => {
        setNotice({ severity: 'info', text: `Saving ${updatedRow.id}…` });
        // What this promise resolves to is the row the grid shows and the cache keeps.
        const saved = await server.saveInvoice(updatedRow as Invoice);
        setNotice({ severity: 'success', text: `${saved.id} saved.` });
        return saved;
      },
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      setNotice({
        severity: 'error',
        text: `${error.message} The cell is still being edited: press Enter to try again or Escape to cancel.`,
      });
    } else {
      setNotice({ severity: 'error', text: `Loading failed: ${error.message}` });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              server.setFailing(event.target.checked);
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Alert severity={notice.severity} role="status" sx={{ mt: 1 }}>
        {notice.text}
      </Alert>
    </Box>
  );
}
