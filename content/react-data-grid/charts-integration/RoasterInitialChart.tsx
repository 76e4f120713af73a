import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { monthlyColumns, monthlySales } from './roasterSales';

const initialState: GridInitialState = {
  chartsIntegration: {
    activeChartId: 'beans',
    charts: {
      beans: {
        // Field names, or items: `hidden: true` keeps a field listed in the panel but off the chart.
        dimensions: ['month'],
        values: [{ field: 'espresso' }, { field: 'filter' }, { field: 'decaf', hidden: true }],
        chartType: 'column',
        // Keys of the column chart's customization controls.
        configuration: { stacked: true, grid: 'horizontal', height: 320 },
      },
    },
  },
};

export default function RoasterInitialChart() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={monthlySales}
            columns={monthlyColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            showToolbar
            hideFooter
            initialState={initialState}
          />
        </Box>
        <GridChartsRendererProxy id="beans" label="Beans sold" renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
