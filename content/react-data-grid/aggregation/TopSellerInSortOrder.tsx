import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

// The value of the first row in the grid's current order.
const first: GridAggregationFunction<string, string | null> = {
  apply: ({ values }) => values[0] ?? null,
  label: 'first',
  columnTypes: ['string'],
  // The values reach `apply` sorted like the rows on screen.
  applySorting: true,
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, first };

export default function TopSellerInSortOrder() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['region'] },
          columns: { columnVisibilityModel: { region: false } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
          aggregation: { model: { plant: 'first', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
