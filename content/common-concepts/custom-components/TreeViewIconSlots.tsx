import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import LocalDiningIcon from '@mui/icons-material/LocalDining';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'shakshuka', label: 'Shakshuka' },
      { id: 'overnight-oats', label: 'Overnight oats' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'dal', label: 'Red lentil dal' },
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'tacos', label: 'Fish tacos' },
    ],
  },
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'focaccia', label: 'Rosemary focaccia' },
      { id: 'banana-bread', label: 'Banana bread' },
    ],
  },
];

const favourites = new Set(['dal', 'focaccia']);

// Receives the owner state of each item ({ itemId, label }) and returns the props for that item.
function itemProps({ itemId }: { itemId: string; label: string }) {
  if (!favourites.has(itemId)) {
    return {};
  }
  return {
    sx: {
      [`& > .${treeItemClasses.content} .${treeItemClasses.label}`]: { fontWeight: 600 },
    },
  };
}

export default function TreeViewIconSlots() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={recipes}
        defaultExpandedItems={['mains', 'baking']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: LocalDiningIcon,
        }}
        slotProps={{
          endIcon: { color: 'action' },
          item: itemProps,
        }}
      />
    </Box>
  );
}
