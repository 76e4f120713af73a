import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Monthly rainfall in two invented towns, one inland and one on the coast.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const brackenford = [58, 44, 47, 41, 52, 49, 55, 60, 48, 63, 66, 61];
const saltmere = [112, 86, 79, 61, 54, 48, 41, 57, 73, 118, 131, 124];

const millimetres = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function FirstBarChart() {
  return (
    <Box sx={{ width: '100%', minHeight: 320 }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)' }]}
        series={[
          { data: brackenford, label: 'Brackenford', valueFormatter: millimetres },
          { data: saltmere, label: 'Saltmere', valueFormatter: millimetres },
        ]}
      />
    </Box>
  );
}
