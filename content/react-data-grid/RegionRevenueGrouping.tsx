import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { euro, salesOrders, type SalesOrder } from './salesOrders';

const columns: GridColDef<SalesOrder>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 190 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'items', headerName: 'Items', type: 'number', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function RegionRevenueGrouping() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          // The grouping column already shows the region, so hide the original one.
          columns: { columnVisibilityModel: { region: false } },
          aggregation: { model: { items: 'sum', total: 'sum' } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
