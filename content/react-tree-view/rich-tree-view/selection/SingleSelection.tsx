import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Shelves of a bookshop.
const shelves: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'crime', label: 'Crime and mystery' },
      { id: 'science-fiction', label: 'Science fiction' },
      { id: 'historical', label: 'Historical fiction' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'travel', label: 'Travel writing' },
      { id: 'cookery', label: 'Cookery' },
      { id: 'nature', label: 'Nature and environment' },
    ],
  },
  { id: 'children', label: "Children's books" },
];

export default function SingleSelection() {
  const [lastSelected, setLastSelected] = React.useState<string | null>('science-fiction');

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: {lastSelected ?? 'none'}
      </Typography>
      <RichTreeView
        items={shelves}
        defaultSelectedItems="science-fiction"
        defaultExpandedItems={['fiction']}
        onSelectedItemsChange={(_event, itemId) => setLastSelected(itemId)}
      />
    </Box>
  );
}
