import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { monthlyColumns, monthlySales } from './roasterSales';

const charts = [
  { id: 'kilos', label: 'Kilograms by month' },
  { id: 'income', label: 'Revenue by month' },
];

export default function RoasterSeveralCharts() {
  const apiRef = useGridApiRef();
  // Mirrors the grid's active chart, which the panel's menu can change too.
  const [activeChartId, setActiveChartId] = React.useState('kilos');

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="active-chart-label" variant="body2">
            The charts panel edits:
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-labelledby="active-chart-label"
            value={activeChartId}
            onChange={(_event, value: string | null) => {
              if (value) {
                apiRef.current?.setActiveChartId(value);
              }
            }}
          >
            {charts.map((chart) => (
              <ToggleButton key={chart.id} value={chart.id}>
                {chart.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            rows={monthlySales}
            columns={monthlyColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            showToolbar
            hideFooter
            apiRef={apiRef}
            onActiveChartIdChange={setActiveChartId}
            initialState={{
              chartsIntegration: {
                activeChartId: 'kilos',
                charts: {
                  kilos: {
                    dimensions: ['month'],
                    values: ['espresso', 'filter', 'decaf'],
                    chartType: 'line',
                  },
                  income: { dimensions: ['month'], values: ['revenue'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        {charts.map((chart) => (
          <GridChartsRendererProxy
            key={chart.id}
            id={chart.id}
            label={chart.label}
            renderer={ChartsRenderer}
          />
        ))}
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
