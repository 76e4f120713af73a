import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

export default function AggregationModelControlled() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    total: 'max',
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={plantOrders}
          columns={plantOrderColumns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(newModel) => setAggregationModel(newModel)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Current aggregationModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
        }}
      >
        {`aggregationModel = ${JSON.stringify(aggregationModel)}`}
      </Box>
    </Box>
  );
}
