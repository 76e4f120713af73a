import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridDateOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { rentalColumns, rentals, type Rental } from './rentals';

/** The reference day of the demo, fixed so that the result does not change over time. */
const TODAY = new Date(2026, 10, 12);

const availableNowOperator: GridFilterOperator<Rental, Date> = {
  label: 'is available now',
  value: 'availableNow',
  // No value to type: the panel shows no input, and the filter applies as soon as it is chosen.
  requiresFilterValue: false,
  getApplyFilterFn: () => (value) => value != null && value <= TODAY,
};

const columns: GridColDef<Rental>[] = rentalColumns.map((column) =>
  column.field === 'availableFrom'
    ? { ...column, filterOperators: [availableNowOperator, ...getGridDateOperators()] }
    : column,
);

export default function RentalFilterAvailableNow() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rentals}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'availableFrom', operator: 'availableNow' }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
