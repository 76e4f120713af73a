import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders, type PlantOrder } from './plantOrders';

const allowed: Record<string, string[]> = {
  // A quantity can be added up or counted, but its minimum is of little use.
  quantity: ['sum', 'avg'],
  // A rating is averaged, never added up.
  rating: ['avg', 'min', 'max'],
  // Region is a string column: only `size` applies to it anyway.
  region: ['size'],
};

const columns: GridColDef<PlantOrder>[] = plantOrderColumns.map((column) =>
  allowed[column.field]
    ? { ...column, availableAggregationFunctions: allowed[column.field] }
    : column,
);

export default function AvailableFunctionsPerColumn() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', rating: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
