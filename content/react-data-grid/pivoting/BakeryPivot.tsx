import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

// One row per product, one column per shop, revenue added up in each cell.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'shop' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function BakeryPivot() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
