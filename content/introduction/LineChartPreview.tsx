import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const oslo = [-2.9, -2.8, 0.9, 5.6, 11.1, 15.1, 17.3, 16.2, 11.5, 6.1, 1.6, -1.9];
const lisbon = [11.6, 12.6, 14.8, 16.1, 18.9, 21.8, 23.7, 24.1, 22.3, 18.9, 14.8, 12.3];

export default function LineChartPreview() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Mean temperature (°C)' }]}
      series={[
        { data: oslo, label: 'Oslo', curve: 'monotoneX' },
        { data: lisbon, label: 'Lisbon', curve: 'monotoneX' },
      ]}
    />
  );
}
