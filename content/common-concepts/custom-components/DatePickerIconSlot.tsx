import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const isSunday = (date: Dayjs) => date.day() === 0;

export default function DatePickerIconSlot() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2026-06-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 140, maxWidth: 320 }}>
        <DatePicker
          label="Dental check-up"
          value={appointment}
          onChange={setAppointment}
          shouldDisableDate={isSunday}
          // `slots` replaces components: a different icon inside the open button.
          slots={{ openPickerIcon: EventAvailableIcon }}
          // `slotProps` configures components, whether default or replaced.
          slotProps={{
            openPickerButton: { color: 'primary' },
            textField: { helperText: 'The practice is closed on Sundays', fullWidth: true },
          }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Booked for: {appointment ? appointment.format('dddd D MMMM YYYY') : 'no date yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
