import * as React from 'react';
import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGrid,
  GridActionsCellItem,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { books, type Book } from './bookStock';

const rows = books.slice(0, 6);

// Clicking the buttons of the actions cell moves the focus out of the price being edited,
// which would save it at once: leave saving and cancelling to the buttons instead.
const keepEditingOnFocusOut: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function BookCellModesControlled() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const setPriceMode = React.useCallback(
    (id: number, mode: GridCellModes, ignoreModifications = false) => {
      setCellModesModel((model) => ({
        ...model,
        [id]: {
          price:
            mode === GridCellModes.Edit
              ? { mode }
              : { mode: GridCellModes.View, ignoreModifications },
        },
      }));
    },
    [],
  );

  const columns = React.useMemo<GridColDef<Book>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
      { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Price actions',
        width: 120,
        getActions: ({ id, row }) => {
          if (cellModesModel[id]?.price?.mode === GridCellModes.Edit) {
            return [
              <GridActionsCellItem
                key="save"
                icon={<CheckIcon />}
                label={`Save the price of ${row.title}`}
                onClick={() => setPriceMode(row.id, GridCellModes.View)}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CloseIcon />}
                label={`Cancel the price change of ${row.title}`}
                onClick={() => setPriceMode(row.id, GridCellModes.View, true)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label={`Edit the price of ${row.title}`}
              onClick={() => setPriceMode(row.id, GridCellModes.Edit)}
            />,
          ];
        },
      },
    ],
    [cellModesModel, setPriceMode],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          // The grid asks for changes here too: Enter, Escape or a double-click on a price.
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={keepEditingOnFocusOut}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current cellModesModel value"
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
        {`cellModesModel = ${JSON.stringify(cellModesModel)}`}
      </Box>
    </Box>
  );
}
