import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

// Step 2: add a value. Each product row now carries the sum of its units.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function PivotValuesStep() {
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
