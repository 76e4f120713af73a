import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// A café's week: iced drinks sold and the afternoon temperature.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const icedDrinks = [42, 38, 55, 71, 88, 120, 104];
const temperature = [19, 18, 22, 25, 27, 31, 29];

export default function ComposedChart() {
  return (
    <Box sx={{ width: '100%', minHeight: 320 }}>
      <ChartsContainer
        height={320}
        series={[
          { type: 'bar', data: icedDrinks, label: 'Iced drinks sold', yAxisId: 'drinks' },
          { type: 'line', data: temperature, label: 'Temperature (°C)', yAxisId: 'temperature' },
        ]}
        xAxis={[{ id: 'day', scaleType: 'band', data: days }]}
        yAxis={[
          { id: 'drinks', position: 'left', label: 'Drinks' },
          { id: 'temperature', position: 'right', label: '°C', min: 0 },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <ChartsAxisHighlight x="band" />
        <MarkPlot />
        <ChartsXAxis axisId="day" />
        <ChartsYAxis axisId="drinks" />
        <ChartsYAxis axisId="temperature" />
      </ChartsContainer>
    </Box>
  );
}
