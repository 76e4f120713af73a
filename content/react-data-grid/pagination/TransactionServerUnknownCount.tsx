import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { transactionColumns, type Transaction } from './transactions';
import { fetchTransactionPageUncounted } from './transactionServer';

export default function TransactionServerUnknownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const [rows, setRows] = React.useState<Transaction[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
  // -1 until the last page has been seen; from then on, the real count.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTransactionPageUncounted(paginationModel).then(({ rows: pageRows, hasNextPage }) => {
      if (!current) {
        return;
      }
      setRows(pageRows);
      setPaginationMeta((previous) =>
        previous.hasNextPage === hasNextPage ? previous : { hasNextPage },
      );
      if (!hasNextPage) {
        setRowCount(paginationModel.page * paginationModel.pageSize + pageRows.length);
      }
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
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
