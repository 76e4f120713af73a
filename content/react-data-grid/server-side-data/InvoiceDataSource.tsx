import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

export default function InvoiceDataSource() {
  const [server] = React.useState(() => new InvoiceServer());
  const [lastParams, setLastParams] = React.useState<GridGetRowsParams | null>(null);

  // Memoized: a new object would make the grid drop its rows and fetch again.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastParams(params);
        const { rows, total } = await server.getInvoices(params);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={invoiceColumns}
          dataSource={dataSource}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
          showToolbar
        />
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        Last call to getRows
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Parameters of the last call to getRows"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 180,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {lastParams ? JSON.stringify(lastParams, null, 2) : 'No request yet'}
      </Box>
    </Box>
  );
}
