import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridPaginationModel } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(50);

export default function TransactionPaginationApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          setPage(0)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPage(model.page + 1)}
        >
          setPage(page + 1)
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(10)}>
          setPageSize(10)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 25 })}
        >
          setPaginationModel(page 1, 25 rows)
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={transactionColumns}
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          onPaginationModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        onPaginationModelChange received: {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
