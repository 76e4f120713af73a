import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { frFR as materialFrFR } from '@mui/material/locale';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { boutiqueOrders, parsePlaced, type BoutiqueOrder } from './boutiqueOrders';

// The grid translates its own interface; your column titles and values are yours to translate.
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const dates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });
const statusLabels: Record<BoutiqueOrder['status'], string> = {
  paid: 'Payée',
  shipped: 'Expédiée',
  refunded: 'Remboursée',
};

const columns: GridColDef<BoutiqueOrder>[] = [
  { field: 'id', headerName: 'Commande', width: 110 },
  { field: 'customer', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'Ville', width: 120 },
  {
    field: 'placed',
    headerName: 'Passée le',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => parsePlaced(value),
    valueFormatter: (value: Date) => dates.format(value),
  },
  {
    field: 'total',
    headerName: 'Montant',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'status',
    headerName: 'Statut',
    type: 'singleSelect',
    width: 130,
    valueOptions: (['paid', 'shipped', 'refunded'] as const).map((value) => ({
      value,
      label: statusLabels[value],
    })),
  },
];

export default function BoutiqueFrenchTheme() {
  const outerTheme = useTheme();
  // Keep the page's theme (palette, dark mode) and add the French texts of Material UI and of the grid.
  const theme = React.useMemo(() => createTheme(outerTheme, materialFrFR, frFR), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 460, width: '100%' }} lang="fr">
        <DataGrid
          rows={boutiqueOrders}
          columns={columns}
          label="Commandes d’octobre"
          showToolbar
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </ThemeProvider>
  );
}
