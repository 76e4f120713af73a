import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { stationColumns, stations } from './stations';

const emptyModel: GridPivotModel = { rows: [], columns: [], values: [] };
const bikesByDistrict: GridPivotModel = {
  rows: [{ field: 'district' }],
  columns: [{ field: 'status' }],
  values: [{ field: 'bikes', aggFunc: 'sum' }],
};

export default function StationEmptyPivotOverlay() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(bikesByDistrict);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setPivotModel(bikesByDistrict)}>
          Bikes by district and status
        </Button>
        <Button variant="outlined" size="small" onClick={() => setPivotModel(emptyModel)}>
          Empty the pivot
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={stations}
          columns={stationColumns}
          // Pivot mode is on, but until a field is chosen there is nothing to show.
          pivotActive
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
