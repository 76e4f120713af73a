import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { boutiqueOrders, type BoutiqueOrder } from './boutiqueOrders';

const columns: GridColDef<BoutiqueOrder>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// Only the strings listed here change; every other string keeps its English default.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'No orders this month yet',
  toolbarQuickFilterPlaceholder: 'Find a customer or city…',
  footerRowSelected: (count) =>
    count === 1 ? '1 order ready to print' : `${count.toLocaleString()} orders ready to print`,
  columnMenuSortAsc: 'Sort A → Z, low → high',
  columnMenuSortDesc: 'Sort Z → A, high → low',
};

export default function BoutiqueLocaleText() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="Show an empty month"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={empty ? [] : boutiqueOrders}
          columns={columns}
          localeText={localeText}
          aria-label="October orders"
          showToolbar
          checkboxSelection
          hideFooterPagination
        />
      </Box>
    </Box>
  );
}
