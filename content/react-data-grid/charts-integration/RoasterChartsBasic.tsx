import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { monthlyColumns, monthlySales } from './roasterSales';

export default function RoasterChartsBasic() {
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
            initialState={{
              chartsIntegration: {
                charts: {
                  sales: { dimensions: ['month'], values: ['espresso'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        {/* The chart reads its data from the grid through the shared context. */}
        <GridChartsRendererProxy id="sales" renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
