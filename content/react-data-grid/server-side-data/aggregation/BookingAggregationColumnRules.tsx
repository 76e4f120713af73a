import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { bookingAggregationFunctions, bookingColumns, queryBookings } from './bookingServer';

// Per column: a rate can be compared but not added up, and a guest's name is never aggregated.
const columns: GridColDef[] = bookingColumns.map((column) => {
  if (column.field === 'nightlyRate') {
    return { ...column, availableAggregationFunctions: ['min', 'max', 'avg'] };
  }
  if (column.field === 'guest') {
    return { ...column, aggregable: false };
  }
  return column;
});

export default function BookingAggregationColumnRules() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        queryBookings({
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          aggregationModel: params.aggregationModel,
          start: params.start,
          end: params.end,
        }),
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={bookingAggregationFunctions}
        initialState={{
          aggregation: { model: { nightlyRate: 'avg', hotel: 'size' } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pagination
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
