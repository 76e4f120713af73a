import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { transactionColumns, type Transaction } from './transactions';
import { fetchTransactionPage } from './transactionServer';

export default function TransactionServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Transaction[]>([]);
  // Kept between requests, so that the footer does not jump to 0 while a page loads.
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTransactionPage(paginationModel).then(({ rows: pageRows, total }) => {
      if (current) {
        setRows(pageRows);
        setRowCount(total);
        setLoading(false);
      }
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
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        loading={loading}
      />
    </Box>
  );
}
