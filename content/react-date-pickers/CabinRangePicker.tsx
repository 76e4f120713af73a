import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';
import * as React from 'react';

const NIGHTLY_RATE = 85;
const seasonStart = dayjs('2026-06-01');
const seasonEnd = dayjs('2026-09-30');

// A lakeside cabin that can only be rented during the summer season.
export default function CabinRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-10'),
    dayjs('2026-07-17'),
  ]);
  const [arrival, departure] = stay;
  let summary = 'Select an arrival and a departure date';
  if (arrival && departure && departure.isAfter(arrival, 'day')) {
    const nights = departure.diff(arrival, 'day');
    summary = `${nights} nights, ${arrival.format('D MMM')} to ${departure.format('D MMM')}: €${nights * NIGHTLY_RATE}`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 140, maxWidth: 420 }}>
        <Stack spacing={2}>
          <DateRangePicker
            value={stay}
            onChange={setStay}
            minDate={seasonStart}
            maxDate={seasonEnd}
            label="Arrival – departure"
          />
          <Typography variant="body2">{summary}</Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
