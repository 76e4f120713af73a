import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

export default function PivotPlayground() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'product' }],
    columns: [{ field: 'shop', sort: 'asc' }],
    values: [
      { field: 'units', aggFunc: 'sum' },
      { field: 'revenue', aggFunc: 'sum' },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 500 }}>
        <DataGridPremium
          rows={bakerySales}
          columns={bakeryColumns}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{
            pivoting: { enabled: true },
            sidebar: { open: true, value: GridSidebarValue.Pivot },
          }}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Current pivotModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 220,
        }}
      >
        {`pivotModel = ${JSON.stringify(pivotModel, null, 2)}`}
      </Box>
    </Box>
  );
}
