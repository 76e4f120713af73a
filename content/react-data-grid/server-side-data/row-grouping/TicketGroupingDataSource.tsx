import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { queryTickets, ticketColumns } from './ticketServer';

export default function TicketGroupingDataSource() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // One call per level: the teams first, then the tickets of a team when it is expanded.
      getRows: (params) =>
        queryTickets({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        }),
      // The key that identifies a group row among its siblings, sent back in `groupKeys`.
      getGroupKey: (row) => row.groupKey ?? row.id,
      // How many rows the server holds under a row: 0 for a ticket.
      getChildrenCount: (row) => row.ticketCount ?? 0,
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={ticketColumns}
        dataSource={dataSource}
        initialState={{ rowGrouping: { model: ['team'] } }}
        showToolbar
      />
    </Box>
  );
}
