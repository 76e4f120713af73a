import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';

const siteMenu: TreeViewDefaultItemModelProperties[] = [
  { id: 'home', label: 'Home' },
  {
    id: 'shop',
    label: 'Shop',
    children: [
      { id: 'new-in', label: 'New in' },
      { id: 'ceramics', label: 'Ceramics' },
      { id: 'textiles', label: 'Textiles' },
    ],
  },
  {
    id: 'journal',
    label: 'Journal',
    children: [
      { id: 'studio-visits', label: 'Studio visits' },
      { id: 'care-guides', label: 'Care guides' },
    ],
  },
  { id: 'about', label: 'About us' },
  { id: 'legal', label: 'Legal notice' },
];

// "Home" and "Legal notice" are required by the site template and stay where they are.
const pinnedIds = new Set<TreeViewItemId>(['home', 'legal']);
const isItemReorderable = (itemId: TreeViewItemId) => !pinnedIds.has(itemId);

export default function PinnedItems() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <RichTreeViewPro
        items={siteMenu}
        defaultExpandedItems={['shop', 'journal']}
        itemsReordering
        isItemReorderable={isItemReorderable}
        sx={{
          // Draggable items get the `draggable` attribute on their root element.
          [`& .${treeItemClasses.root}[draggable="true"] > .${treeItemClasses.content}`]: {
            cursor: 'grab',
          },
        }}
      />
    </Box>
  );
}
