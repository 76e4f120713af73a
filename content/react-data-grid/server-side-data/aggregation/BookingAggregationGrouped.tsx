import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { bookingAggregationFunctions, bookingColumns, queryBookings } from './bookingServer';

export default function BookingAggregationGrouped() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        queryBookings({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          aggregationModel: params.aggregationModel,
        }),
      getGroupKey: (row) => row.groupKey ?? String(row.id),
      getChildrenCount: (row) => row.bookingCount ?? 0,
      // Group rows keep their values apart, in `aggregates`, so they never mix with a
      // booking's own fields. The footer row (`aggregateRow`) holds them directly.
      getAggregatedValue: (row, field) => (row.aggregates ? row.aggregates[field] : row[field]),
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={bookingColumns}
        dataSource={dataSource}
        aggregationFunctions={bookingAggregationFunctions}
        initialState={{
          rowGrouping: { model: ['city', 'hotel'] },
          aggregation: { model: { revenue: 'sum', nights: 'avg', nightlyRate: 'min' } },
        }}
        showToolbar
      />
    </Box>
  );
}
