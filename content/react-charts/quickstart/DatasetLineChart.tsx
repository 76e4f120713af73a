import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Ten weeks of a fitness tracker: one object per week, one key per activity.
// Only the keys named by a series or an axis are drawn; `swimming` is ignored.
const weeks = [
  { week: 'W1', running: 12.4, cycling: 38.0, swimming: 1.2 },
  { week: 'W2', running: 14.1, cycling: 41.5, swimming: 1.5 },
  { week: 'W3', running: 11.0, cycling: 52.3, swimming: 1.5 },
  { week: 'W4', running: 16.8, cycling: 35.2, swimming: 1.8 },
  { week: 'W5', running: 18.2, cycling: 47.9, swimming: 2.0 },
  { week: 'W6', running: 9.5, cycling: 22.4, swimming: 0.8 },
  { week: 'W7', running: 19.7, cycling: 55.1, swimming: 2.1 },
  { week: 'W8', running: 21.3, cycling: 49.6, swimming: 2.4 },
  { week: 'W9', running: 23.0, cycling: 61.8, swimming: 2.2 },
  { week: 'W10', running: 15.6, cycling: 44.0, swimming: 2.6 },
];

const kilometres = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} km`);

export default function DatasetLineChart() {
  return (
    <Box sx={{ width: '100%', minHeight: 300 }}>
      <LineChart
        height={300}
        dataset={weeks}
        xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
        yAxis={[{ label: 'Distance (km)' }]}
        series={[
          { dataKey: 'running', label: 'Running', valueFormatter: kilometres },
          { dataKey: 'cycling', label: 'Cycling', valueFormatter: kilometres },
        ]}
      />
    </Box>
  );
}
