import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { euro, salesOrders, type SalesOrder } from './salesOrders';

const columns: GridColDef<SalesOrder>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 190 },
  {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: ['Nordics', 'Benelux', 'Iberia', 'Alps'],
    width: 110,
  },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 115 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Processing', 'Shipped', 'Delivered', 'Cancelled'],
    width: 120,
  },
];

export default function SalesOrdersGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const selectedOrders = salesOrders.filter((order) => selection.ids.has(order.id));
  const selectedTotal = selectedOrders.reduce((sum, order) => sum + order.total, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 520 }}>
        <DataGrid
          rows={salesOrders}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            sorting: { sortModel: [{ field: 'orderDate', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pageSizeOptions={[5, 10, 25]}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selectedOrders.length === 0
          ? 'No orders selected'
          : `${selectedOrders.length} selected, worth ${euro.format(selectedTotal)}`}
      </Typography>
    </Box>
  );
}
