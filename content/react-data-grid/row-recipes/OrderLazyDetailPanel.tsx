import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import OrderLinesTable from './orderLinesTable';
import { shopOrders, type OrderLine, type ShopOrder } from './shopOrders';

// The order list arrives without its lines; a second request fetches them per order.
type OrderSummary = Omit<ShopOrder, 'lines'>;
const summaries: OrderSummary[] = shopOrders.map(({ lines, ...summary }) => summary);

// A fake endpoint answering after a short delay.
function fetchOrderLines(orderId: number): Promise<OrderLine[]> {
  const lines = shopOrders.find((order) => order.id === orderId)?.lines ?? [];
  return new Promise((resolve) => {
    setTimeout(() => resolve(lines), 700);
  });
}

// Kept outside the panels: a panel scrolled out of view unmounts, and when it comes back
// it renders the cached lines at once, at its final height, instead of a skeleton.
const linesCache = new Map<number, OrderLine[]>();

function LazyOrderLines({ orderId }: { orderId: number }) {
  const [lines, setLines] = React.useState(() => linesCache.get(orderId));

  React.useEffect(() => {
    if (lines) return undefined;
    let active = true;
    fetchOrderLines(orderId).then((result) => {
      linesCache.set(orderId, result);
      if (active) setLines(result);
    });
    return () => {
      active = false;
    };
  }, [orderId, lines]);

  return (
    <Box sx={{ p: 2 }}>
      {lines ? (
        <OrderLinesTable lines={lines} caption={`Lines of order ${orderId}`} />
      ) : (
        <Box role="status" aria-label={`Loading the lines of order ${orderId}`}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
          <Typography variant="caption" color="text.secondary">
            Loading order lines…
          </Typography>
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<OrderSummary>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  { field: 'status', headerName: 'Status', width: 90 },
];

// Called for every row each time the rows are set or sorted: return an element, fetch inside it.
const getDetailPanelContent = ({ row }: GridRowParams<OrderSummary>) => (
  <LazyOrderLines orderId={row.id} />
);
// 'auto': the panel is measured, and measured again once the lines replace the skeleton.
const getDetailPanelHeight = () => 'auto' as const;

export default function OrderLazyDetailPanel() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={summaries}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
