import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

export default function InvoiceUnknownRowCount() {
  const [server] = React.useState(() => new InvoiceServer(47));
  // Unknown until the server says that no page follows.
  const [knownTotal, setKnownTotal] = React.useState<number | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // This server does not count the matches: it only tells whether more rows follow.
        const { rows, total } = await server.getInvoices(params);
        const hasNextPage = params.end + 1 < total;
        if (!hasNextPage) {
          // The last page: the total is the rows before it plus the rows on it.
          setKnownTotal(Number(params.start) + rows.length);
        }
        return { rows, pageInfo: { hasNextPage } };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={invoiceColumns}
        dataSource={dataSource}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
        rowCount={knownTotal ?? -1}
        estimatedRowCount={40}
        disableColumnFilter
      />
    </Box>
  );
}
