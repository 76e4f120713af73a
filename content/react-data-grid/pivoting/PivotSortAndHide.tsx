import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  // Shops from Z to A, and the channel kept in the model but not used for now.
  columns: [
    { field: 'shop', sort: 'desc' },
    { field: 'channel', hidden: true },
  ],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'units', aggFunc: 'sum', hidden: true },
  ],
};

export default function PivotSortAndHide() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        initialState={{
          pivoting: { enabled: true, model: pivotModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
