import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

// Step 3: add a column field. The units of each product are split by shop.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'shop', sort: 'asc' }],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function PivotColumnsStep() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        hideFooter
      />
    </Box>
  );
}
