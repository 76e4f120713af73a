import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource, type GridPaginationModel } from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

export default function InvoiceUnknownRowCount() {
  const [server] = React.useState(() => new InvoiceServer(47));
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  // Whether the server said there is a page after the one starting at each index.
  const [nextPageAfter, setNextPageAfter] = React.useState<Record<number, boolean>>({});

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // This server does not count the matches: it only tells whether more rows follow.
        const { rows, total } = await server.getInvoices(params);
        const hasNextPage = params.end + 1 < total;
        setNextPageAfter((previous) => ({ ...previous, [Number(params.start)]: hasNextPage }));
        return { rows, pageInfo: { hasNextPage } };
      },
    }),
    [server],
  );

  const start = paginationModel.page * paginationModel.pageSize;

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={invoiceColumns}
        dataSource={dataSource}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10]}
        rowCount={-1}
        estimatedRowCount={40}
        paginationMeta={{ hasNextPage: nextPageAfter[start] }}
        disableColumnFilter
      />
    </Box>
  );
}
