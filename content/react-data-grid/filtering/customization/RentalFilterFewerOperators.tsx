import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';
import { rentalColumns, rentals, type Rental } from './rentals';

// Text: two operators are enough to find an address or a neighbourhood.
const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);

// Numbers: "at least" and "at most", renamed in words.
const numberOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '>=' || operator.value === '<=')
  .map((operator) => ({ ...operator, label: operator.value === '>=' ? 'at least' : 'at most' }));

const columns: GridColDef<Rental>[] = rentalColumns.map((column) => {
  if (column.field === 'address' || column.field === 'neighbourhood') {
    return { ...column, filterOperators: textOperators };
  }
  if (column.field === 'bedrooms' || column.field === 'rent') {
    return { ...column, filterOperators: numberOperators };
  }
  return column;
});

export default function RentalFilterFewerOperators() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rentals} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
