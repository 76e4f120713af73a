import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { bookingAggregationFunctions, bookingColumns, queryBookings } from './bookingServer';

export default function BookingAggregationFooter() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // `params.aggregationModel` says which totals to compute; `aggregateRow` carries them.
      getRows: (params) =>
        queryBookings({
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          aggregationModel: params.aggregationModel,
          start: params.start,
          end: params.end,
        }),
      // Where the grid finds an aggregated value in a row the server sent.
      getAggregatedValue: (row, field) => row[field],
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
          aggregation: { model: { revenue: 'sum', nights: 'avg' } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pagination
        pageSizeOptions={[10, 25]}
        showToolbar
      />
    </Box>
  );
}
