import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookingWeek, WEEKDAYS, type ConsultantWeek } from './consultancyBilling';

const bookingStartingOn = (row: ConsultantWeek, day: number) =>
  row.bookings.find((booking) => booking.startDay === day);

const isBooked = (row: ConsultantWeek, day: number) =>
  row.bookings.some((booking) => day >= booking.startDay && day < booking.startDay + booking.days);

const dayColumns: GridColDef<ConsultantWeek>[] = WEEKDAYS.map((weekday, day) => ({
  field: weekday.toLowerCase(),
  headerName: weekday,
  flex: 1,
  minWidth: 140,
  sortable: false,
  filterable: false,
  // The client of the booking that starts on this day, "Available" on a free day.
  valueGetter: (_value, row) =>
    bookingStartingOn(row, day)?.client ?? (isBooked(row, day) ? '' : 'Available'),
  // A booking covers as many columns as it lasts; the other cells take one column.
  colSpan: (_value, row) => bookingStartingOn(row, day)?.days,
  cellClassName: ({ row }) =>
    isBooked(row, day) ? 'booking booking--busy' : 'booking booking--free',
}));

const columns: GridColDef<ConsultantWeek>[] = [
  { field: 'consultant', headerName: 'Consultant', width: 190 },
  ...dayColumns,
];

export default function BookingWeekSpans() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .booking--busy': {
          bgcolor:
            theme.palette.mode === 'dark'
              ? 'rgba(144, 202, 249, 0.16)'
              : 'rgba(25, 118, 210, 0.08)',
          borderInlineStart: `3px solid ${theme.palette.primary.main}`,
          fontWeight: 500,
        },
        '& .booking--free': { color: 'text.secondary', fontStyle: 'italic' },
      })}
    >
      <DataGrid rows={bookingWeek} columns={columns} hideFooter showCellVerticalBorder />
    </Box>
  );
}
