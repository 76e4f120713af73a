import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

/** Opens Saturday, and every Main Stage group, whatever the day. */
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  (node.groupingField === 'day' && node.groupingKey === 'Saturday') ||
  (node.groupingField === 'stage' && node.groupingKey === 'Main Stage');

export default function FestivalExpandedByDefault() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        initialState={{ rowGrouping: { model: ['day', 'stage'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
