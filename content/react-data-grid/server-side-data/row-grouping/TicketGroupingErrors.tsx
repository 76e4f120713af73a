import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { queryTickets, ticketColumns } from './ticketServer';

export default function TicketGroupingErrors() {
  const apiRef = useGridApiRef();
  // A ref, so that the data source object stays the same when the switch changes.
  const failRef = React.useRef(false);
  const [fail, setFail] = React.useState(false);
  const [error, setError] = React.useState<{ message: string; topLevel: boolean } | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        queryTickets(
          {
            groupKeys: params.groupKeys,
            groupFields: params.groupFields,
            sortModel: params.sortModel,
            filterModel: params.filterModel,
          },
          failRef.current,
        ),
      getGroupKey: (row) => row.groupKey ?? row.id,
      getChildrenCount: (row) => row.ticketCount ?? 0,
    }),
    [],
  );

  const onDataSourceError: DataGridPremiumProps['onDataSourceError'] = (dataSourceError) => {
    // `params` is only on fetch errors; `groupKeys` says which level failed.
    const groupKeys = 'groupKeys' in dataSourceError.params ? dataSourceError.params.groupKeys : [];
    setError({ message: dataSourceError.message, topLevel: (groupKeys ?? []).length === 0 });
  };

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
            error.topLevel ? (
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            ) : null
          }
        >
          {error.topLevel ? error.message : `${error.message} Expand the group again to retry.`}
        </Alert>
      ) : null}
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={ticketColumns}
          dataSource={dataSource}
          onDataSourceError={onDataSourceError}
          initialState={{ rowGrouping: { model: ['team'] } }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
