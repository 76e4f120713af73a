import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { blendColumns, blendSales } from './roasterSales';

const CHART_ID = 'report';

export default function RoasterChartApi() {
  const apiRef = useGridApiRef();

  const showBlendShare = () => {
    apiRef.current?.updateChartDimensionsData(CHART_ID, [{ field: 'blend' }]);
    apiRef.current?.updateChartValuesData(CHART_ID, [{ field: 'revenue' }]);
    apiRef.current?.setChartType(CHART_ID, 'pie');
  };

  const showKilogramsByChannel = () => {
    apiRef.current?.updateChartDimensionsData(CHART_ID, [{ field: 'channel' }]);
    apiRef.current?.updateChartValuesData(CHART_ID, [{ field: 'kilograms' }]);
    apiRef.current?.setChartType(CHART_ID, 'column');
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Button variant="outlined" size="small" onClick={showBlendShare}>
            Revenue share by blend
          </Button>
          <Button variant="outlined" size="small" onClick={showKilogramsByChannel}>
            Kilograms by channel
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => apiRef.current?.setChartsPanelOpen((open) => !open)}
          >
            Toggle the charts panel
          </Button>
        </Stack>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={blendSales}
            columns={blendColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            hideFooter
            initialState={{
              rowGrouping: { model: ['blend'] },
              aggregation: { model: { kilograms: 'sum', revenue: 'sum' } },
              chartsIntegration: {
                charts: {
                  [CHART_ID]: { dimensions: ['blend'], values: ['revenue'], chartType: 'pie' },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id={CHART_ID} renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
