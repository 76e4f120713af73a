import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

interface ProductLine {
  id: number;
  product: string;
  monthly: number[];
}

// Units sold per month by a camping-gear brand in 2025.
const productLines: ProductLine[] = [
  {
    id: 1,
    product: 'Two-person tent',
    monthly: [40, 52, 88, 130, 190, 260, 310, 295, 170, 90, 48, 61],
  },
  {
    id: 2,
    product: 'Down sleeping bag',
    monthly: [75, 70, 64, 58, 62, 80, 95, 102, 110, 128, 140, 166],
  },
  {
    id: 3,
    product: 'Trekking poles',
    monthly: [33, 38, 61, 94, 120, 144, 150, 139, 101, 66, 35, 29],
  },
  { id: 4, product: 'Camping stove', monthly: [21, 25, 40, 72, 98, 121, 133, 127, 84, 47, 22, 30] },
  {
    id: 5,
    product: 'Insulated jacket',
    monthly: [160, 132, 95, 51, 23, 12, 9, 14, 46, 118, 172, 205],
  },
  { id: 6, product: 'Water filter', monthly: [12, 14, 22, 37, 58, 83, 97, 91, 55, 26, 11, 9] },
  { id: 7, product: 'Headlamp', monthly: [88, 79, 71, 66, 60, 57, 63, 70, 85, 104, 131, 158] },
];

const columns: GridColDef<ProductLine>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  ...months.map<GridColDef<ProductLine>>((month, index) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 80,
    valueGetter: (_value, row) => row.monthly[index],
  })),
  {
    field: 'year',
    headerName: 'Year total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.monthly.reduce((sum, units) => sum + units, 0),
  },
];

export default function ProductSalesPinned() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={productLines}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['product'], right: ['year'] } }}
        hideFooter
      />
    </Box>
  );
}
