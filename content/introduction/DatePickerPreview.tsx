import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import * as React from 'react';

export default function DatePickerPreview() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-03-02'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2026-03-13'));
  const nights = start && end ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in" value={start} onChange={setStart} />
        <DatePicker label="Check-out" value={end} onChange={setEnd} minDate={start ?? undefined} />
        <Typography variant="body2" color="text.secondary">
          {nights !== null && nights > 0
            ? `${nights} nights selected`
            : 'Pick a check-out date after check-in'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
