import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { accounts, type CustomerAccount } from './customerAccounts';

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

// A reusable column type for series of numbers. No built-in type fits an array, so the type
// brings its own rendering and sorting, and turns filtering off.
const sparklineColumnType: GridColTypeDef<number[], string> = {
  type: 'custom',
  width: 170,
  display: 'flex',
  filterable: false,
  // Sort series by their average, so "busiest" and "quietest" make sense.
  sortComparator: (a, b) => average(a) - average(b),
  // Used by the CSV export and the copy of the cell value.
  valueFormatter: (values: number[]) => values.join(' '),
  renderCell: (params) => (
    <SparkLineChart
      data={params.value ?? []}
      height={36}
      width={params.colDef.computedWidth - 20}
      curve="natural"
      yAxis={{ min: 0 }}
      showHighlight
      showTooltip
      valueFormatter={(value) => `${value ?? 0} active users`}
    />
  ),
};

const columns: GridColDef<CustomerAccount>[] = [
  { field: 'company', headerName: 'Company', minWidth: 180, flex: 1 },
  { field: 'seatsUsed', headerName: 'Seats used', type: 'number', width: 110 },
  {
    field: 'weeklyActiveUsers',
    headerName: 'Weekly active users (12 weeks)',
    ...sparklineColumnType,
    width: 240,
  },
  {
    field: 'lastWeek',
    headerName: 'Last week',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.weeklyActiveUsers[row.weeklyActiveUsers.length - 1],
  },
];

export default function AccountUsageSparkline() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={accounts} columns={columns} rowHeight={52} />
    </Box>
  );
}
