import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(30);

export default function TransactionExternalPager() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const pageCount = Math.ceil(rows.length / paginationModel.pageSize);
  const goTo = (page: number) => setPaginationModel({ ...paginationModel, page });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        component="nav"
        aria-label="Statement pages"
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          disabled={paginationModel.page === 0}
          onClick={() => goTo(paginationModel.page - 1)}
        >
          Earlier
        </Button>
        <Typography variant="body2" aria-live="polite">
          Statement page {paginationModel.page + 1} of {pageCount}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={paginationModel.page >= pageCount - 1}
          onClick={() => goTo(paginationModel.page + 1)}
        >
          Later
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={transactionColumns}
          pageSizeOptions={[10]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          // The rows are still paginated; only the footer control is gone.
          hideFooterPagination
        />
      </Box>
    </Box>
  );
}
