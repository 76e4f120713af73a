import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { monthlySales, type MonthlySale } from './roasterSales';

// Only `month`, `espresso` and `filter` are offered in the charts panel.
// `decaf` and `revenue` stay in the grid but cannot be charted.
const columns: GridColDef<MonthlySale>[] = [
  { field: 'month', headerName: 'Month', width: 90, chartable: true },
  { field: 'espresso', headerName: 'Espresso (kg)', type: 'number', width: 130, chartable: true },
  { field: 'filter', headerName: 'Filter (kg)', type: 'number', width: 120, chartable: true },
  { field: 'decaf', headerName: 'Decaf (kg)', type: 'number', width: 120 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

export default function RoasterChartableColumns() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={monthlySales}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            showToolbar
            hideFooter
            initialState={{
              chartsIntegration: {
                charts: {
                  kilos: {
                    dimensions: ['month'],
                    values: ['espresso', 'filter'],
                    chartType: 'line',
                  },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="kilos" renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
