import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs from 'dayjs';

// The farmers' market runs on Saturdays and on the first Wednesday of the month.
function isMarketDay(date: dayjs.Dayjs) {
  return date.day() === 6 || (date.day() === 3 && date.date() <= 7);
}

// Typed with the props the calendar passes to its `day` slot.
function MarketDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const showBadge = !outsideCurrentMonth && isMarketDay(day);

  return (
    <Badge overlap="circular" variant="dot" color="success" invisible={!showBadge}>
      <PickersDay {...props} title={showBadge ? 'Market day' : undefined} />
    </Badge>
  );
}

export default function TypedDaySlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 340 }}>
        <DateCalendar defaultValue={dayjs('2026-07-11')} slots={{ day: MarketDay }} />
      </Box>
    </LocalizationProvider>
  );
}
