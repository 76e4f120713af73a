import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { transactionColumns, type Transaction } from './transactions';
import { fetchTransactionPageUncounted } from './transactionServer';

interface Answer {
  /** The pagination model the server answered, or `null` before the first answer. */
  paginationModel: GridPaginationModel | null;
  rows: Transaction[];
}

export default function TransactionServerUnknownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const [answer, setAnswer] = React.useState<Answer>({ paginationModel: null, rows: [] });
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
  // -1 until the last page has been seen; from then on, the real count.
  const [rowCount, setRowCount] = React.useState(-1);
  // Each change gives a new model object: while the rows answer an older one, a request is pending.
  const loading = answer.paginationModel !== paginationModel;

  React.useEffect(() => {
    let current = true;
    fetchTransactionPageUncounted(paginationModel).then(({ rows: pageRows, hasNextPage }) => {
      if (!current) {
        return;
      }
      setAnswer({ paginationModel, rows: pageRows });
      setPaginationMeta((previous) =>
        previous.hasNextPage === hasNextPage ? previous : { hasNextPage },
      );
      if (!hasNextPage) {
        setRowCount(paginationModel.page * paginationModel.pageSize + pageRows.length);
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
        rowCount={rowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[50, 100]}
        loading={loading}
      />
    </Box>
  );
}
