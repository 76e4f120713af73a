import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { blendColumns, blendSales } from './roasterSales';

export default function RoasterGroupedChart() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={blendSales}
            columns={blendColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            showToolbar
            hideFooter
            initialState={{
              // 72 detail rows become one group row per blend, with summed totals.
              rowGrouping: { model: ['blend'] },
              aggregation: { model: { kilograms: 'sum', revenue: 'sum' } },
              columns: { columnVisibilityModel: { blend: false } },
              chartsIntegration: {
                charts: {
                  blends: {
                    dimensions: ['blend'],
                    values: ['kilograms'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="blends" renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
