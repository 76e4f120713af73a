import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { transactionColumns, type Transaction } from './transactions';
import { fetchTransactionPage } from './transactionServer';

interface Answer {
  /** The pagination model the server answered, or `null` before the first answer. */
  paginationModel: GridPaginationModel | null;
  rows: Transaction[];
  total: number;
}

export default function TransactionServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  // Kept until the next answer arrives, so that the footer does not jump to 0 while a page loads.
  const [answer, setAnswer] = React.useState<Answer>({ paginationModel: null, rows: [], total: 0 });
  // Each change gives a new model object: while the rows answer an older one, a request is pending.
  const loading = answer.paginationModel !== paginationModel;

  React.useEffect(() => {
    let current = true;
    fetchTransactionPage(paginationModel).then(({ rows, total }) => {
      if (current) {
        setAnswer({ paginationModel, rows, total });
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={answer.rows}
        columns={transactionColumns}
        paginationMode="server"
        rowCount={answer.total}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        loading={loading}
      />
    </Box>
  );
}
