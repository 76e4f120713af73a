import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

const percent = new Intl.NumberFormat('en-GB', { style: 'percent' });

// The share of `true` values, from 0 to 1, shown as a percentage.
const shareTrue: GridAggregationFunction<boolean, number | null> = {
  apply: ({ values }) => {
    const known = values.filter((value) => typeof value === 'boolean');
    return known.length === 0 ? null : known.filter(Boolean).length / known.length;
  },
  label: 'share',
  columnTypes: ['boolean'],
  // Without it, the boolean column would try to show the number as a checkbox.
  valueFormatter: (value: number | null) => (value == null ? '' : percent.format(value)),
  // A percentage is not a yes/no value.
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, shareTrue };

export default function GiftWrapShare() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: { model: { giftWrapped: 'shareTrue', quantity: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
