import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

// Step 1: one row per product. Each product row stands for the 24 lines of that product.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [],
  values: [],
};

export default function PivotRowsStep() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        hideFooter
      />
    </Box>
  );
}
