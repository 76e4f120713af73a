import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { transactionColumns, type Transaction } from './transactions';
import { ESTIMATED_TRANSACTION_COUNT, fetchTransactionPageUncounted } from './transactionServer';

export default function TransactionServerEstimatedCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 100,
  });
  const [rows, setRows] = React.useState<Transaction[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
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
        // The estimate is replaced by the real count once the end is reached.
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
        estimatedRowCount={ESTIMATED_TRANSACTION_COUNT}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[100]}
        loading={loading}
      />
    </Box>
  );
}
