import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';
import { orderTotal, pounds, shopOrders, type ShopOrder } from './shopOrders';

const columns: GridColDef<ShopOrder>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => pounds.format(value),
  },
];

// The index counts rows as displayed on the current page, after sorting and filtering,
// so the stripes stay regular whatever the order.
const getStripeClass = ({ indexRelativeToCurrentPage }: GridRowClassNameParams<ShopOrder>) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'stripe--even' : 'stripe--odd';

export default function OrderStripedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={shopOrders}
        columns={columns}
        getRowClassName={getStripeClass}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        pageSizeOptions={[5, 10]}
        sx={(theme) => ({
          [`& .${gridClasses.row}.stripe--odd`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.06),
          },
          // Keep hover and selection visible on top of the stripes.
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
          },
          [`& .${gridClasses.row}.Mui-selected`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.2),
          },
        })}
      />
    </Box>
  );
}
