import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import OrderLinesTable from './orderLinesTable';
import { orderTotal, pounds, shopOrders, type ShopOrder } from './shopOrders';

const columns: GridColDef<ShopOrder>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => pounds.format(value),
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<ShopOrder>) => (
  <Box sx={{ p: 2 }}>
    <OrderLinesTable lines={row.lines} caption={`Lines of order ${row.id}`} />
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function OrderSingleDetailPanel() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([1043]));

  const handleExpandedChange = React.useCallback((ids: Set<GridRowId>) => {
    setExpanded((previous) => {
      // Keep only the panel that was just opened; an empty set when one was closed.
      const opened = [...ids].find((id) => !previous.has(id));
      return opened === undefined ? new Set() : new Set([opened]);
    });
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          rows={shopOrders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={handleExpandedChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open panel: {expanded.size === 0 ? 'none' : `order ${[...expanded][0]}`}
      </Typography>
    </Box>
  );
}
