import Box from '@mui/material/Box';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Climate of the (invented) coastal town of Saltmere:
// rainfall as bars on the left axis, temperature as a line on the right axis.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [112, 86, 79, 61, 54, 48, 41, 57, 73, 118, 131, 124];
const temperature = [5.1, 5.6, 7.4, 9.8, 12.9, 15.7, 17.8, 17.6, 15.2, 11.9, 8.3, 5.9];

export default function RainfallComposition() {
  return (
    <Box sx={{ width: '100%', minHeight: 360 }}>
      <ChartsDataProvider
        height={320}
        xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', label: 'Rainfall (mm)', position: 'left' },
          { id: 'temp', label: 'Temperature (°C)', position: 'right' },
        ]}
        series={[
          {
            type: 'bar',
            data: rainfall,
            label: 'Rainfall',
            yAxisId: 'rain',
            color: '#64b5f6',
            valueFormatter: (value) => `${value} mm`,
          },
          {
            type: 'line',
            data: temperature,
            label: 'Mean temperature',
            yAxisId: 'temp',
            color: '#e65100',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="month" />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temp" />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsDataProvider>
    </Box>
  );
}
