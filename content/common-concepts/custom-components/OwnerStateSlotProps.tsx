import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldOwnerState } from '@mui/x-date-pickers/models';
import type { PickerDayOwnerState } from '@mui/x-date-pickers/PickersDay';
import dayjs, { type Dayjs } from 'dayjs';

// Recycling is collected on Tuesdays and Fridays.
const isCollectionDay = (date: Dayjs) => date.day() === 2 || date.day() === 5;

// Both functions live at module level: they only depend on their argument.
function textFieldProps(ownerState: FieldOwnerState) {
  if (ownerState.isPickerOpen) {
    return { helperText: 'Collection days have a green outline' };
  }
  if (ownerState.isPickerValueEmpty) {
    return { helperText: 'Choose the day you put the bins out' };
  }
  return { helperText: 'Bins must be out by 7:00' };
}

function dayProps(ownerState: PickerDayOwnerState) {
  if (
    !isCollectionDay(ownerState.day) ||
    ownerState.isDaySelected ||
    ownerState.isDayOutsideMonth
  ) {
    return {};
  }
  return {
    title: 'Collection day',
    sx: { border: '2px solid', borderColor: 'success.main' },
  };
}

export default function OwnerStateSlotProps() {
  const [date, setDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ minHeight: 140, maxWidth: 320 }}>
        <DatePicker
          label="Recycling collection"
          value={date}
          onChange={setDate}
          referenceDate={dayjs('2026-09-01')}
          slotProps={{ textField: textFieldProps, day: dayProps }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {date
            ? `${date.format('ddd D MMM')}: ${isCollectionDay(date) ? 'collection day' : 'no collection'}`
            : 'No date picked'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
