import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridEditCellProps,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { books, type Book } from './bookStock';

/** A stand-in for the catalogue service: answers after 400 ms whether another book has the title. */
function isTitleTaken(title: string, ownId: number | string): Promise<boolean> {
  const normalized = title.trim().toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(books.some((book) => book.id !== ownId && book.title.toLowerCase() === normalized));
    }, 400);
  });
}

/** The default text editor, plus the message of the error returned by preProcessEditCellProps. */
function renderEditWithMessage(params: GridRenderEditCellParams<Book>) {
  const { error, ...other } = params;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start" describeChild>
      <GridEditInputCell {...other} error={Boolean(error)} />
    </Tooltip>
  );
}

function withError(props: GridEditCellProps, message: string | null): GridEditCellProps {
  // `error` is what blocks saving; any truthy value works, so it can carry the message.
  return { ...props, error: message ?? false };
}

const columns: GridColDef<Book>[] = [
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 180,
    editable: true,
    renderEditCell: renderEditWithMessage,
    // Asynchronous: the editor shows a spinner until the promise settles.
    preProcessEditCellProps: async ({ id, props }: GridPreProcessEditCellProps) => {
      const title = String(props.value ?? '').trim();
      if (title === '') {
        return withError(props, 'A book needs a title.');
      }
      const taken = await isTitleTaken(title, id);
      return withError(props, taken ? 'Another book in the shop already has this title.' : null);
    },
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
    renderEditCell: renderEditWithMessage,
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps) => {
      const price = props.value as number | null;
      if (price == null || Number.isNaN(price)) {
        return withError(props, 'Enter a price.');
      }
      return withError(props, price < 1 || price > 500 ? 'Prices go from €1 to €500.' : null);
    },
  },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    editable: true,
    renderEditCell: renderEditWithMessage,
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps) => {
      const stock = props.value as number | null;
      const valid = stock != null && Number.isInteger(stock) && stock >= 0;
      return withError(props, valid ? null : 'Stock is a whole number of copies, 0 or more.');
    },
  },
];

export default function BookValidation() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // The editor gets Mui-error while its value is invalid.
        '& .MuiDataGrid-editInputCell.Mui-error': {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}`,
        },
      }}
    >
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
