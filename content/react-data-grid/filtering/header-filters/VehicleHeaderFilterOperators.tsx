import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridDateOperators,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import { vehicleColumns, vehicles, type Vehicle } from './vehicles';

/** The reference day of the demo, fixed so that the result does not change over time. */
const TODAY = new Date(2026, 10, 20);
const IN_30_DAYS = new Date(2026, 11, 20);

const dueSoon: GridFilterOperator<Vehicle, Date> = {
  value: 'dueWithin30Days',
  label: 'is due within 30 days',
  // The header row shows this shorter label in place of the input.
  headerLabel: 'Due within 30 days',
  requiresFilterValue: false,
  getApplyFilterFn: () => (date) => date != null && date >= TODAY && date <= IN_30_DAYS,
};

// Only "at least" and "at most", with header labels of their own.
const mileageOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '>=' || operator.value === '<=')
  .map((operator) => ({
    ...operator,
    label: operator.value === '>=' ? 'at least' : 'at most',
    headerLabel: operator.value === '>=' ? 'At least' : 'At most',
  }));

const columns: GridColDef<Vehicle>[] = vehicleColumns.map((column) => {
  if (column.field === 'nextInspection') {
    return { ...column, filterOperators: [...getGridDateOperators(), dueSoon] };
  }
  if (column.field === 'mileageKm') {
    return { ...column, filterOperators: mileageOperators };
  }
  return column;
});

export default function VehicleHeaderFilterOperators() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={vehicles}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'nextInspection', operator: 'dueWithin30Days' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
