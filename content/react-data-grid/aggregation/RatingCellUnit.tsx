import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { plantOrders, type PlantOrder } from './plantOrders';

function Stars({ value }: { value: number }) {
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={`${value.toFixed(1)} out of 5 stars`}>
      {'★'.repeat(rounded)}
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {'★'.repeat(5 - rounded)}
      </Box>
    </span>
  );
}

const columns: GridColDef<PlantOrder>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    renderCell: (params) => {
      if (params.value == null) {
        return 'Not rated';
      }
      return <Stars value={params.value} />;
    },
  },
  {
    field: 'ratingCount',
    headerName: 'Rated orders',
    type: 'number',
    width: 140,
    // `undefined` rather than `null` for orders without a rating: `size` skips it.
    valueGetter: (_value, row) => row.rating ?? undefined,
    renderCell: (params) => {
      // A count of ratings is not a rating: show it as a number, not as stars.
      if (params.aggregation && !params.aggregation.hasCellUnit) {
        return `${params.formattedValue} rated`;
      }
      return params.value == null ? 'Not rated' : <Stars value={params.value} />;
    },
  },
];

export default function RatingCellUnit() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          // `avg` keeps the unit of the cells (stars); `size` does not.
          aggregation: { model: { rating: 'avg', ratingCount: 'size' } },
        }}
        hideFooter
      />
    </Box>
  );
}
