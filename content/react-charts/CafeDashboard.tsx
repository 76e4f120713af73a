import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

// One week at a small neighbourhood café, seen three ways.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const espressoDrinks = [142, 131, 150, 158, 171, 204, 188];
const filterCoffee = [64, 58, 61, 66, 70, 49, 44];
const teas = [38, 41, 35, 44, 40, 57, 62];

const openingHours = [
  '7h',
  '8h',
  '9h',
  '10h',
  '11h',
  '12h',
  '13h',
  '14h',
  '15h',
  '16h',
  '17h',
  '18h',
];
const weekdayGuests = [18, 46, 39, 22, 19, 41, 37, 16, 14, 21, 17, 8];
const saturdayGuests = [4, 12, 31, 44, 48, 52, 49, 38, 33, 29, 18, 9];

const revenueShare = [
  { id: 'coffee', value: 48, label: 'Coffee' },
  { id: 'pastries', value: 22, label: 'Pastries' },
  { id: 'lunch', value: 19, label: 'Lunch' },
  { id: 'tea', value: 11, label: 'Tea' },
];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function CafeDashboard() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        minHeight: 560,
      }}
    >
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Typography variant="subtitle2">Drinks sold per day</Typography>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[
            { data: espressoDrinks, label: 'Espresso drinks', stack: 'drinks' },
            { data: filterCoffee, label: 'Filter coffee', stack: 'drinks' },
            { data: teas, label: 'Tea', stack: 'drinks' },
          ]}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2">Guests per hour</Typography>
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: openingHours }]}
          series={[
            { data: weekdayGuests, label: 'Weekday average' },
            { data: saturdayGuests, label: 'Saturday', showMark: false },
          ]}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2">Revenue by category</Typography>
        <PieChart
          height={240}
          series={[
            {
              data: revenueShare,
              innerRadius: '55%',
              paddingAngle: 2,
              cornerRadius: 4,
              valueFormatter: (item) => percent(item.value),
            },
          ]}
        />
      </Box>
    </Box>
  );
}
