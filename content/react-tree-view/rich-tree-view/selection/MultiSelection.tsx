import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A photo library grouped by year and trip.
const photoLibrary: TreeViewDefaultItemModelProperties[] = [
  {
    id: '2023',
    label: '2023',
    children: [
      { id: 'lofoten', label: 'Lofoten islands' },
      { id: 'kyoto', label: 'Kyoto in autumn' },
    ],
  },
  {
    id: '2024',
    label: '2024',
    children: [
      { id: 'patagonia', label: 'Patagonia trek' },
      { id: 'lisbon', label: 'Weekend in Lisbon' },
      { id: 'wedding', label: "Nadia's wedding" },
    ],
  },
  {
    id: '2025',
    label: '2025',
    children: [{ id: 'iceland', label: 'Iceland ring road' }],
  },
];

export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected ({selected.length}): {selected.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        items={photoLibrary}
        multiSelect
        defaultExpandedItems={['2023', '2024', '2025']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
