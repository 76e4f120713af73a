import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(40);

export default function TransactionAutoPageSize() {
  const [height, setHeight] = React.useState(360);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="transaction-grid-height" variant="body2">
          Grid height
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby="transaction-grid-height"
          value={height}
          onChange={(_event, value: number | null) => value !== null && setHeight(value)}
        >
          {[260, 360, 480].map((value) => (
            <ToggleButton key={value} value={value}>
              {value} px
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height }}>
        <DataGrid
          rows={rows}
          columns={transactionColumns}
          // The page holds as many rows as fit without a vertical scrollbar.
          autoPageSize
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {paginationModel
          ? `Page size chosen by the grid: ${paginationModel.pageSize}`
          : 'Measuring…'}
      </Typography>
    </Box>
  );
}
