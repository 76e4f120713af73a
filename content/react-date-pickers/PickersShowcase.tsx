import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import * as React from 'react';

// A bike workshop booking: the customer picks a drop-off day, a collection
// time on that day, and when they want a reminder text message.
export default function PickersShowcase() {
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(dayjs('2026-04-14'));
  const [collection, setCollection] = React.useState<Dayjs | null>(dayjs('2026-04-14T17:30'));
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2026-04-13T19:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 180 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DatePicker
            label="Drop-off day"
            value={dropOff}
            onChange={setDropOff}
            shouldDisableDate={(day) => day.day() === 0}
          />
          <TimePicker
            label="Collect the bike at"
            value={collection}
            onChange={setCollection}
            minTime={dayjs('2026-01-01T09:00')}
            maxTime={dayjs('2026-01-01T18:00')}
            minutesStep={15}
          />
          <DateTimePicker
            label="Send a reminder"
            value={reminder}
            onChange={setReminder}
            maxDateTime={dropOff ?? undefined}
          />
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="body2">
            Drop-off: {dropOff ? dropOff.format('dddd D MMMM YYYY') : 'not chosen'}
          </Typography>
          <Typography variant="body2">
            Collection: {collection ? collection.format('h:mm A') : 'not chosen'}
          </Typography>
          <Typography variant="body2">
            Reminder: {reminder ? reminder.format('ddd D MMM, h:mm A') : 'none'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
