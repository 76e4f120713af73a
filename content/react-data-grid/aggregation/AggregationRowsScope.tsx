import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

type Scope = DataGridPremiumProps['aggregationRowsScope'];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<Scope>('filtered');

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="aggregationRowsScope"
        value={scope}
        onChange={(event) => setScope(event.target.value as Scope)}
        sx={{ mb: 1 }}
      >
        <FormControlLabel value="filtered" control={<Radio />} label="filtered: rows shown" />
        <FormControlLabel value="all" control={<Radio />} label="all: every row" />
      </RadioGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={plantOrders}
          columns={plantOrderColumns}
          aggregationRowsScope={scope}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Indoor' }] },
            },
            aggregation: { model: { quantity: 'sum', total: 'sum' } },
          }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
