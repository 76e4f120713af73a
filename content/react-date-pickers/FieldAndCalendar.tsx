import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import * as React from 'react';

// A library loan: the due date can be typed into the field or picked on the
// calendar. Both standalone components share a single piece of state.
export default function FieldAndCalendar() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2026-05-08'));
  const borrowedOn = dayjs('2026-04-24');
  const loanDays = dueDate ? dueDate.diff(borrowedOn, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 360 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: 'flex-start' }}
        >
          <Stack spacing={2} sx={{ pt: 1, minWidth: 220 }}>
            <DateField
              label="Due back"
              value={dueDate}
              onChange={setDueDate}
              minDate={borrowedOn}
            />
            <Typography variant="body2" color="text.secondary">
              Borrowed on {borrowedOn.format('D MMMM YYYY')}
            </Typography>
            <Typography variant="body2">
              {loanDays !== null && loanDays > 0
                ? `Loan period: ${loanDays} days`
                : 'Choose a date after the loan date'}
            </Typography>
          </Stack>
          <DateCalendar value={dueDate} onChange={setDueDate} minDate={borrowedOn} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
