import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { coffeeOrders, euro, orderColumns, type CoffeeOrder, type OrderLine } from './coffeeOrders';

const lineColumns: GridColDef<OrderLine>[] = [
  { field: 'coffee', headerName: 'Coffee', flex: 1, minWidth: 180 },
  { field: 'bag', headerName: 'Bag', width: 80 },
  { field: 'grind', headerName: 'Grind', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => euro.format(value),
  },
];

function OrderLinesGrid({ order }: { order: CoffeeOrder }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h3" id={`lines-${order.id}`} gutterBottom>
        Bags in {order.reference}
      </Typography>
      <DataGridPro
        aria-labelledby={`lines-${order.id}`}
        rows={order.lines}
        columns={lineColumns}
        density="compact"
        autoHeight
        hideFooter
        disableColumnMenu
      />
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.lines.length > 0 ? <OrderLinesGrid order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function NestedLineItemsGrid() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([2]) } }}
        hideFooter
      />
    </Box>
  );
}
