import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { departureColumns, departures, type Departure } from './departures';

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric' });

/** "2026-03": sorts in calendar order, and stays the same for every day of the month. */
const monthKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

const columns: GridColDef<Departure>[] = departureColumns.map((column) =>
  column.field === 'departure'
    ? {
        ...column,
        headerName: 'Month / day',
        groupingValueGetter: (value: Date) => monthKey(value),
        // Group rows receive the key, flights the date itself.
        valueFormatter: (value: Date | string) => {
          if (typeof value === 'string') {
            const [year, month] = value.split('-').map(Number);
            return monthLabel.format(new Date(year, month - 1, 1));
          }
          return dayLabel.format(value);
        },
      }
    : column,
);

export default function FlightGroupByMonth() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={departures}
        columns={columns}
        initialState={{ rowGrouping: { model: ['departure'] } }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
