import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { euro, plantOrders, type PlantOrder } from './plantOrders';

// The same order lines, with a copy of some columns so that each built-in function
// gets a column of its own.
const columns: GridColDef<PlantOrder>[] = [
  { field: 'plant', headerName: 'Plant', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'orderedOn', headerName: 'First order', type: 'date', width: 130 },
  {
    field: 'lastOrder',
    headerName: 'Last order',
    type: 'date',
    width: 130,
    valueGetter: (_value, row) => row.orderedOn,
  },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'giftWrapped', headerName: 'Gift wrap', type: 'boolean', width: 120 },
  {
    field: 'notWrapped',
    headerName: 'No gift wrap',
    type: 'boolean',
    width: 140,
    valueGetter: (_value, row) => row.giftWrapped,
  },
];

export default function BuiltInAggregationFunctions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={columns}
        initialState={{
          aggregation: {
            model: {
              quantity: 'sum',
              unitPrice: 'avg',
              rating: 'min',
              orderedOn: 'min',
              lastOrder: 'max',
              category: 'size',
              giftWrapped: 'sizeTrue',
              notWrapped: 'sizeFalse',
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
