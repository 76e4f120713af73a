import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import * as React from 'react';

// Registration for a summer coding camp: the start date must fall inside the
// camp season and cannot be a weekend.
const firstDay = dayjs('2026-07-06');
const lastDay = dayjs('2026-08-21');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This is not a complete date.',
  minDate: `Camp starts on ${firstDay.format('D MMMM')}.`,
  maxDate: `The last camp day is ${lastDay.format('D MMMM')}.`,
  shouldDisableDate: 'Groups start on weekdays only.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
  disablePast: 'Pick a date in the future.',
  disableFuture: 'Pick a date in the past.',
};

export default function ValidationMessage() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-08-28'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 150, maxWidth: 360 }}>
        <DatePicker
          label="First day at camp"
          value={start}
          onChange={setStart}
          onError={setError}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          slotProps={{
            textField: {
              helperText: error ? messages[error] : 'Weekdays from 6 July to 21 August',
            },
          }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Validation error: {error ?? 'none'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
