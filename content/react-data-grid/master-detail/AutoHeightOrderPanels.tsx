import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { coffeeOrders, euro, orderColumns, subtotal, type CoffeeOrder } from './coffeeOrders';

function OrderSummary({ order }: { order: CoffeeOrder }) {
  const [showCosts, setShowCosts] = React.useState(false);
  const costsId = `costs-${order.id}`;

  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      {order.lines.map((item) => (
        <Typography key={item.id} variant="body2">
          {item.quantity} × {item.coffee}, {item.bag}, {item.grind.toLowerCase()}
        </Typography>
      ))}
      {order.giftMessage && (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          Gift message: “{order.giftMessage}”
        </Typography>
      )}
      <Button
        size="small"
        sx={{ mt: 1 }}
        aria-expanded={showCosts}
        aria-controls={costsId}
        onClick={() => setShowCosts((shown) => !shown)}
      >
        {showCosts ? 'Hide costs' : 'Show costs'}
      </Button>
      <Collapse in={showCosts} id={costsId}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="body2">Coffee: {euro.format(subtotal(order))}</Typography>
        <Typography variant="body2">
          Shipping: {order.shipping === 0 ? 'free' : euro.format(order.shipping)}
        </Typography>
      </Collapse>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.lines.length > 0 ? <OrderSummary order={row} /> : null;

// 'auto': the grid measures the panel, and measures it again whenever its content resizes.
const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function AutoHeightOrderPanels() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([3]) } }}
        hideFooter
      />
    </Box>
  );
}
