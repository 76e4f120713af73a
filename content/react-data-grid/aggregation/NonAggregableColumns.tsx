import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders, type PlantOrder } from './plantOrders';

// Adding up unit prices or ratings means nothing: their column menu offers no aggregation.
const columns: GridColDef<PlantOrder>[] = plantOrderColumns.map((column) =>
  column.field === 'unitPrice' || column.field === 'orderedOn'
    ? { ...column, aggregable: false }
    : column,
);

export default function NonAggregableColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
