import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { books, type Book } from './bookStock';

const rows = books.slice(0, 5);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90, editable: true },
];

// With several rows open at once, clicking into another row must not save the one left behind.
const keepRowsOpenOnFocusOut: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

/** One entry per row, all in the same mode. */
function modelForAllRows(mode: GridRowModes, ignoreModifications = false): GridRowModesModel {
  const model: GridRowModesModel = {};
  rows.forEach((row) => {
    model[row.id] =
      mode === GridRowModes.Edit ? { mode } : { mode: GridRowModes.View, ignoreModifications };
  });
  return model;
}

export default function BookRowModesControlled() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const editing = Object.values(rowModesModel).filter(
    (entry) => entry.mode === GridRowModes.Edit,
  ).length;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={editing === rows.length}
          onClick={() => setRowModesModel(modelForAllRows(GridRowModes.Edit))}
        >
          Edit all rows
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={editing === 0}
          onClick={() => setRowModesModel(modelForAllRows(GridRowModes.View))}
        >
          Save all
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={editing === 0}
          onClick={() => setRowModesModel(modelForAllRows(GridRowModes.View, true))}
        >
          Discard all
        </Button>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={keepRowsOpenOnFocusOut}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current rowModesModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {`rowModesModel = ${JSON.stringify(rowModesModel)}`}
      </Box>
    </Box>
  );
}
