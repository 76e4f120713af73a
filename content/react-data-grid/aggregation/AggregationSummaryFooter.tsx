import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { euro, plantOrderColumns, plantOrders } from './plantOrders';

/** A footer of our own that reads the aggregated values from the grid's state. */
function RevenueFooter() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const orderCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  // The values of the whole grid belong to the root group.
  // The lookup is empty until the first aggregation has run.
  const revenue = lookup?.[GRID_ROOT_GROUP_ID]?.total?.value;

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" role="status">
        {typeof revenue === 'number'
          ? `${orderCount} orders shown, ${euro.format(revenue)} of revenue (${model.total} of Total).`
          : 'Aggregate the Total column to see the revenue here.'}
      </Typography>
    </Box>
  );
}

export default function AggregationSummaryFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        initialState={{ aggregation: { model: { total: 'sum' } } }}
        // 'inline' on the root group: computed, but no footer row (the sentence shows it).
        getAggregationPosition={() => 'inline'}
        slots={{ footer: RevenueFooter }}
        showToolbar
      />
    </Box>
  );
}
