import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridDataSource } from '@mui/x-data-grid-premium';
import { queryTickets, ticketColumns } from './ticketServer';

export default function TicketGroupingRequests() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        // Write down what the grid asks for, newest first.
        const keys = params.groupKeys ?? [];
        const line = `groupFields: [${(params.groupFields ?? []).join(', ')}], groupKeys: [${keys.join(', ')}]`;
        setRequests((previous) => [line, ...previous].slice(0, 5));
        return queryTickets({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        });
      },
      getGroupKey: (row) => row.groupKey ?? row.id,
      getChildrenCount: (row) => row.ticketCount ?? 0,
    }),
    [],
  );

  const refetch = () => {
    // Forget the stored answers and ask for the top level again.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={ticketColumns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['team', 'priority'] } }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">Requests, newest first</Typography>
        <Button size="small" variant="outlined" onClick={refetch}>
          Clear the cache and reload
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-label="Requests sent to the server"
        sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
      >
        {requests.map((request, index) => (
          <li key={`${requests.length - index}`}>{request}</li>
        ))}
      </Box>
    </Stack>
  );
}
