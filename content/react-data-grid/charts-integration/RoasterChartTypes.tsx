import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { monthlyColumns, monthlySales } from './roasterSales';

// Offer three of the five built-in chart types: the panel lists only these.
const { column, line, pie } = configurationOptions;
const schema = { column, line, pie };

export default function RoasterChartTypes() {
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
            slotProps={{ chartsPanel: { schema } }}
            showToolbar
            hideFooter
            initialState={{
              chartsIntegration: {
                charts: {
                  revenue: {
                    dimensions: ['month'],
                    values: ['revenue'],
                    chartType: 'line',
                  },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="revenue" renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
