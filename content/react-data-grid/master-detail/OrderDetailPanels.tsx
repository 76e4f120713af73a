import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { coffeeOrders, euro, orderColumns, subtotal, type CoffeeOrder } from './coffeeOrders';

function OrderPanel({ order }: { order: CoffeeOrder }) {
  return (
    <Stack direction="row" spacing={4} sx={{ p: 2, height: '100%', boxSizing: 'border-box' }}>
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="subtitle2">Ship to</Typography>
        <Typography variant="body2">{order.customer}</Typography>
        <Typography variant="body2">
          {order.city}, {order.country}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.email}
        </Typography>
      </Box>
      <Table size="small" aria-label={`Bags in order ${order.reference}`} sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Coffee</TableCell>
            <TableCell>Bag</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.coffee}</TableCell>
              <TableCell>{item.bag}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{euro.format(item.quantity * item.unitPrice)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3}>Subtotal</TableCell>
            <TableCell align="right">{euro.format(subtotal(order))}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Stack>
  );
}

// Defined outside the component, so the grid receives the same functions on every render.
const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  // Draft orders have no bags yet: no panel, and a disabled toggle.
  row.lines.length > 0 ? <OrderPanel order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 240;

export default function OrderDetailPanels() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
