import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

// Average check-ins at a climbing gym, per weekday and two-hour slot.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['8–10', '10–12', '12–14', '14–16', '16–18', '18–20', '20–22'];

const checkIns = [
  [6, 9, 14, 11, 28, 47, 31],
  [8, 10, 15, 12, 30, 52, 35],
  [5, 8, 13, 10, 26, 44, 29],
  [7, 11, 16, 13, 33, 55, 38],
  [9, 12, 18, 17, 29, 36, 20],
  [21, 38, 45, 49, 41, 27, 12],
  [25, 42, 48, 40, 30, 16, 7],
];

// The heatmap expects [xIndex, yIndex, value] triples.
const data = checkIns.flatMap((row, dayIndex) =>
  row.map((value, slotIndex) => [slotIndex, dayIndex, value] as const),
);

export default function GymHeatmapPro() {
  return (
    <Box sx={{ position: 'relative', width: '100%', minHeight: 364 }}>
      <Heatmap
        height={320}
        showToolbar
        xAxis={[{ data: slots, label: 'Time slot' }]}
        yAxis={[{ data: days }]}
        zAxis={[
          { colorMap: { type: 'continuous', min: 0, max: 55, color: ['#e8f5e9', '#1b5e20'] } },
        ]}
        series={[{ data, label: 'Check-ins', valueFormatter: (value) => `${value?.[2]} climbers` }]}
      />
    </Box>
  );
}
