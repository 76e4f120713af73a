import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridRowsLoadingSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
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

// How the toolbar reaches the page's reload function without custom slot props.
const ReloadContext = React.createContext<() => void>(() => {});

function OrdersToolbar() {
  const apiRef = useGridApiContext();
  // The grid's own loading state: true while the `loading` prop (or setLoading) says so.
  const loading = useGridSelector(apiRef, gridRowsLoadingSelector) ?? false;
  const reload = React.useContext(ReloadContext);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }} aria-live="polite">
        {loading ? 'Loading orders…' : 'Orders up to date'}
      </Typography>
      <Tooltip title="Reload orders">
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <ToolbarButton aria-label="Reload orders" onClick={reload} disabled={loading}>
            <RefreshIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

// A fake request that answers after a second, with the order placed most recently on top.
function fetchOrders(round: number): Promise<ShopOrder[]> {
  const fresh: ShopOrder = {
    id: 1100 + round,
    customer: ['Anna Weber', 'Ravi Patel', 'Chloé Martin', 'Tom Byrne'][round % 4],
    city: 'London',
    placed: '2026-04-05',
    status: 'Paid',
    lines: [
      {
        sku: 'BLK-EAR-100',
        product: 'Earl Grey, 100 g',
        quantity: 1 + (round % 3),
        unitPrice: 7.8,
      },
    ],
  };
  const orders = [fresh, ...shopOrders];
  return new Promise((resolve) => {
    setTimeout(() => resolve(orders), 1000);
  });
}

export default function OrdersReloadToolbar() {
  const [rows, setRows] = React.useState<ShopOrder[]>(shopOrders);
  const [loading, setLoading] = React.useState(false);
  const round = React.useRef(0);

  const reload = React.useCallback(() => {
    setLoading(true);
    round.current += 1;
    fetchOrders(round.current).then((orders) => {
      setRows(orders);
      setLoading(false);
    });
  }, []);

  return (
    <ReloadContext.Provider value={reload}>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ toolbar: OrdersToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </ReloadContext.Provider>
  );
}
