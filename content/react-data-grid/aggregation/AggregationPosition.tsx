import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridAggregationPosition,
} from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

type Placement = 'default' | 'footers' | 'groupsOnly' | 'totalOnly';

// `depth === -1` is the root group, whose values make the grand total.
const positions: Record<Placement, DataGridPremiumProps['getAggregationPosition']> = {
  default: (group): GridAggregationPosition => (group.depth === -1 ? 'footer' : 'inline'),
  footers: () => 'footer',
  groupsOnly: (group) => (group.depth === -1 ? null : 'inline'),
  totalOnly: (group) => (group.depth === -1 ? 'footer' : null),
};

const labels: Record<Placement, string> = {
  default: 'Default: groups inline, total in a footer',
  footers: 'A footer row under every group',
  groupsOnly: 'Groups inline, no grand total',
  totalOnly: 'Grand total only',
};

export default function AggregationPosition() {
  const [placement, setPlacement] = React.useState<Placement>('footers');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1, minWidth: 260, maxWidth: '100%' }}>
        <InputLabel id="aggregation-position-label">Aggregated values</InputLabel>
        <Select
          labelId="aggregation-position-label"
          label="Aggregated values"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          {(Object.keys(labels) as Placement[]).map((key) => (
            <MenuItem key={key} value={key}>
              {labels[key]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={plantOrders}
          columns={plantOrderColumns}
          getAggregationPosition={positions[placement]}
          initialState={{
            rowGrouping: { model: ['region'] },
            columns: { columnVisibilityModel: { region: false } },
            aggregation: { model: { quantity: 'sum', total: 'sum' } },
          }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
