import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

export default function DisableAggregation() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disableAggregation"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={plantOrders}
          columns={plantOrderColumns}
          disableAggregation={disabled}
          // Kept while the feature is off, and applied again when it comes back.
          initialState={{ aggregation: { model: { quantity: 'sum', total: 'sum' } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
