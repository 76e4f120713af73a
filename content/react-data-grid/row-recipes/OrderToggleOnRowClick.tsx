import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import OrderLinesTable from './orderLinesTable';
import { orderTotal, pounds, shopOrders, type ShopOrder } from './shopOrders';

const columns: GridColDef<ShopOrder>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
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

export default function OrderToggleOnRowClick() {
  const apiRef = useGridApiRef();

  // The toggle column's own button is not reported as a row click, so it does not toggle twice.
  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params) => {
      apiRef.current?.toggleDetailPanel(params.id);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={shopOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={handleRowClick}
        // A click now opens the panel, so it should not also select the row.
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
