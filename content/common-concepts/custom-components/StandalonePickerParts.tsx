import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const borrowedOn = dayjs('2026-04-07');
const latestReturn = borrowedOn.add(6, 'week');

export default function StandalonePickerParts() {
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(borrowedOn.add(3, 'week'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minHeight: 340 }}>
        <Stack spacing={2} sx={{ width: 240, pt: 1 }}>
          <DateField
            label="Return by"
            value={returnDate}
            onChange={setReturnDate}
            minDate={borrowedOn}
            maxDate={latestReturn}
          />
          <Typography variant="body2" color="text.secondary">
            Borrowed on {borrowedOn.format('D MMM YYYY')}. Loans can be extended up to{' '}
            {latestReturn.format('D MMM YYYY')}.
          </Typography>
          <Typography variant="body2">
            {returnDate && returnDate.isValid()
              ? `Loan length: ${returnDate.diff(borrowedOn, 'day')} days`
              : 'Enter a complete date'}
          </Typography>
        </Stack>
        <DateCalendar
          value={returnDate}
          onChange={setReturnDate}
          minDate={borrowedOn}
          maxDate={latestReturn}
        />
      </Stack>
    </LocalizationProvider>
  );
}
