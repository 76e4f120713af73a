import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { queryTickets, ticketColumns } from './ticketServer';

// Open the urgent tickets' groups at once; the others wait for a click.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'priority' && node.groupingKey === 'Urgent';

export default function TicketGroupingExpanded() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        queryTickets({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        }),
      getGroupKey: (row) => row.groupKey ?? row.id,
      getChildrenCount: (row) => row.ticketCount ?? 0,
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={ticketColumns}
        dataSource={dataSource}
        initialState={{
          rowGrouping: { model: ['priority', 'team'] },
          sorting: { sortModel: [{ field: 'ageDays', sort: 'desc' }] },
        }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
