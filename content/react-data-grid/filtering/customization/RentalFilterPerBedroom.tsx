import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridTypeFilterInputValueProps,
} from '@mui/x-data-grid';
import { formatRent, rentalColumns, rentals, type Rental } from './rentals';

/** Compares the rent divided by the bedrooms of the same row. */
const perBedroomOperator: GridFilterOperator<
  Rental,
  number,
  number,
  GridTypeFilterInputValueProps
> = {
  label: 'per bedroom at most',
  value: 'perBedroomAtMost',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null || Number.isNaN(filterItem.value)) {
      return null;
    }
    const limit = Number(filterItem.value);
    // The function receives the whole row as its second argument.
    return (rent, row) => rent != null && row.bedrooms > 0 && rent / row.bedrooms <= limit;
  },
  // The built-in text field, as a number field.
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
};

const columns: GridColDef<Rental>[] = [
  ...rentalColumns.map((column) =>
    column.field === 'rent'
      ? { ...column, filterOperators: [perBedroomOperator, ...getGridNumericOperators()] }
      : column,
  ),
  {
    field: 'perBedroom',
    headerName: 'Per bedroom',
    type: 'number',
    width: 120,
    filterable: false,
    valueGetter: (_value, row) => Math.round(row.rent / row.bedrooms),
    valueFormatter: (value: number) => formatRent(value),
  },
];

export default function RentalFilterPerBedroom() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rentals}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'rent', operator: 'perBedroomAtMost', value: 700 }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
