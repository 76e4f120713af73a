import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'app-bar', label: 'AppBar.tsx' },
          { id: 'orders-grid', label: 'OrdersGrid.tsx' },
        ],
      },
      { id: 'main', label: 'main.tsx' },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'favicon', label: 'favicon.svg' }] },
  { id: 'package', label: 'package.json' },
];

export default function RichTreeViewPreview() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView items={items} defaultExpandedItems={['src', 'components']} />
    </Box>
  );
}
