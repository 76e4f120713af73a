import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { bookingAggregationFunctions, bookingColumns, queryBookings } from './bookingServer';

export default function BookingAggregationModel() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    nightlyRate: 'max',
    nights: 'sum',
  });

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
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          columns={bookingColumns}
          dataSource={dataSource}
          aggregationFunctions={bookingAggregationFunctions}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pagination
          pageSizeOptions={[10]}
        />
      </Box>
      <Typography variant="body2" component="p">
        <code>aggregationModel</code>: {JSON.stringify(aggregationModel)}
      </Typography>
    </Stack>
  );
}
