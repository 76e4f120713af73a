import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { ChartsRenderer, configurationOptions } from '@mui/x-charts-premium';
import { monthlyColumns, monthlySales } from './roasterSales';

export default function RoasterChartSync() {
  const apiRef = useGridApiRef();
  const [synced, setSynced] = React.useState(true);

  // The "Sync chart" switch of the charts panel changes it too: keep the label in step.
  // The grid mounts first, so its API is ready when this effect runs.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('chartSynchronizationStateChange', (params) => {
        if (params.chartId === 'filtered') {
          setSynced(params.synced);
        }
      }),
    [apiRef],
  );

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    apiRef.current?.setChartSynchronizationState('filtered', event.target.checked);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <FormControlLabel
          control={<Switch checked={synced} onChange={handleChange} />}
          label="Chart follows the grid"
        />
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={monthlySales}
            columns={monthlyColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: configurationOptions } }}
            showToolbar
            hideFooter
            initialState={{
              // Only the months with more than 450 kg of espresso, largest first.
              filter: {
                filterModel: {
                  items: [{ field: 'espresso', operator: '>', value: 450 }],
                },
              },
              sorting: { sortModel: [{ field: 'espresso', sort: 'desc' }] },
              chartsIntegration: {
                charts: {
                  filtered: { dimensions: ['month'], values: ['espresso'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="filtered" renderer={ChartsRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
