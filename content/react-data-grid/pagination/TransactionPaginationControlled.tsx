import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(42);
const pageSizeOptions = [6, 12, 24];

export default function TransactionPaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 6,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel({ ...paginationModel, page: 0 })}
        >
          Oldest
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel({ ...paginationModel, page: lastPage })}
        >
          Latest
        </Button>
        <Button size="small" onClick={() => setPaginationModel({ page: 0, pageSize: 24 })}>
          24 per page
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={transactionColumns}
          pageSizeOptions={pageSizeOptions}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current paginationModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`paginationModel = ${JSON.stringify(paginationModel)}`}
      </Box>
    </Box>
  );
}
