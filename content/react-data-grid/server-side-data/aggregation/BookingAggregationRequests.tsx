import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridDataSource } from '@mui/x-data-grid-premium';
import { bookingAggregationFunctions, bookingColumns, queryBookings } from './bookingServer';

interface Exchange {
  sent: string;
  received: string;
}

export default function BookingAggregationRequests() {
  const apiRef = useGridApiRef();
  const failRef = React.useRef(false);
  const [fail, setFail] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [exchange, setExchange] = React.useState<Exchange | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const sent = JSON.stringify(params.aggregationModel ?? {});
        setExchange({ sent, received: '…' });
        const answer = await queryBookings(
          {
            sortModel: params.sortModel,
            filterModel: params.filterModel,
            aggregationModel: params.aggregationModel,
            start: params.start,
            end: params.end,
          },
          failRef.current,
        );
        setExchange({ sent, received: JSON.stringify(answer.aggregateRow ?? null) });
        setError(null);
        return answer;
      },
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={fail}
            onChange={(event) => {
              failRef.current = event.target.checked;
              setFail(event.target.checked);
            }}
          />
        }
        label="Make the next requests fail"
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={bookingColumns}
          dataSource={dataSource}
          aggregationFunctions={bookingAggregationFunctions}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          initialState={{
            aggregation: { model: { revenue: 'sum' } },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pagination
          pageSizeOptions={[10]}
          showToolbar
        />
      </Box>
      <Box sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
        <Typography
          variant="body2"
          component="p"
          sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}
        >
          Sent <code>aggregationModel</code>: {exchange?.sent ?? '—'}
        </Typography>
        <Typography
          variant="body2"
          component="p"
          sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}
        >
          Received <code>aggregateRow</code>: {exchange?.received ?? '—'}
        </Typography>
      </Box>
    </Stack>
  );
}
