import Box from '@mui/material/Box';
import { DataGridPremium, type GridPinnedRowsProp } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders, type PlantOrder } from './plantOrders';

// An order being prepared, pinned above the others: it is not counted in the totals.
const pinnedRows: GridPinnedRowsProp<PlantOrder> = {
  top: [
    {
      id: 0,
      plant: 'Draft: lemon tree',
      category: 'Outdoor',
      region: 'East',
      orderedOn: new Date('2025-05-02T00:00:00'),
      quantity: 2,
      unitPrice: 45,
      giftWrapped: false,
      rating: null,
    },
  ],
};

export default function AggregationWithPinnedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        pinnedRows={pinnedRows}
        initialState={{ aggregation: { model: { quantity: 'sum', total: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
