import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Pick one data-centre region for a new server.
const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'eu-frankfurt', label: 'Frankfurt' },
      { id: 'eu-dublin', label: 'Dublin' },
      { id: 'eu-stockholm', label: 'Stockholm' },
    ],
  },
  {
    id: 'asia-pacific',
    label: 'Asia Pacific',
    children: [
      { id: 'ap-singapore', label: 'Singapore' },
      { id: 'ap-sydney', label: 'Sydney' },
    ],
  },
];

export default function CheckboxSingleSelection() {
  const [region, setRegion] = React.useState<string | null>('eu-dublin');

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Deploy to: {region ?? 'no region chosen'}
      </Typography>
      <RichTreeView
        items={regions}
        checkboxSelection
        selectedItems={region}
        onSelectedItemsChange={(_event, itemId) => setRegion(itemId)}
        defaultExpandedItems={['europe', 'asia-pacific']}
      />
    </Box>
  );
}
