import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import * as React from 'react';

// A vegetable garden planner: pick the day the tomato seeds go in, and the
// planner works out when the seedlings are ready to move outdoors.
const DAYS_UNTIL_TRANSPLANT = 42;

export default function FirstDatePicker() {
  const [sowingDate, setSowingDate] = React.useState<Dayjs | null>(dayjs('2026-03-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 190, maxWidth: 360 }}>
        <Stack spacing={2}>
          <DatePicker label="Sow tomato seeds on" value={sowingDate} onChange={setSowingDate} />
          <Typography variant="body2">
            Value: {sowingDate ? sowingDate.format('YYYY-MM-DD') : 'null'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {sowingDate && sowingDate.isValid()
              ? `Transplant outdoors around ${sowingDate.add(DAYS_UNTIL_TRANSPLANT, 'day').format('dddd D MMMM')}`
              : 'Pick a valid sowing date to see the transplant date'}
          </Typography>
          <Box>
            <Button size="small" onClick={() => setSowingDate(null)}>
              Clear
            </Button>
          </Box>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
