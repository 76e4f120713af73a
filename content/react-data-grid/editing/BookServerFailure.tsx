import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { books } from './bookStock';
import { saveBook, type SavedBook } from './bookServer';

const rows: SavedBook[] = books.slice(0, 6);

const columns: GridColDef<SavedBook>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90, editable: true },
  { field: 'savedAt', headerName: 'Saved at', width: 100 },
];

interface Notice {
  severity: AlertColor;
  text: string;
}

export default function BookServerFailure() {
  const [serverFails, setServerFails] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice>({
    severity: 'info',
    text: 'Change a price or a stock count and press Enter to save it.',
  });

  const processRowUpdate = async (newRow: SavedBook, oldRow: SavedBook) => {
    if (newRow.price === oldRow.price && newRow.stock === oldRow.stock) {
      return oldRow; // Nothing changed: no request.
    }
    setNotice({ severity: 'info', text: `Saving "${newRow.title}"…` });
    // A rejection here reaches onProcessRowUpdateError; the row is not updated.
    const saved = await saveBook(newRow, serverFails);
    setNotice({ severity: 'success', text: `"${saved.title}" saved at ${saved.savedAt}.` });
    return saved; // What the grid stores: the server's version of the row.
  };

  const handleProcessRowUpdateError = (error: Error) => {
    setNotice({
      severity: 'error',
      text: `${error.message} The cell is still being edited: press Enter to try again, or Escape to keep the old value.`,
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={serverFails}
            onChange={(event) => setServerFails(event.target.checked)}
          />
        }
        label="Make the server fail"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
      <Alert severity={notice.severity} role="status" sx={{ mt: 1 }}>
        {notice.text}
      </Alert>
    </Box>
  );
}
