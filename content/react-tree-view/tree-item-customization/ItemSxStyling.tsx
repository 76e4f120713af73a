import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// Applied to every item of the tree.
const treeSx: SxProps<Theme> = {
  [`& .${treeItemClasses.content}`]: { py: 0.25, borderRadius: 2 },
  [`& .${treeItemClasses.label}`]: { fontSize: 15 },
};

// Applied to a chapter item only. The `>` keeps the rule off the recipes nested inside it.
const chapterSx: SxProps<Theme> = {
  [`& > .${treeItemClasses.content} .${treeItemClasses.label}`]: {
    fontSize: 12,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: 'text.secondary',
  },
};

export default function ItemSxStyling() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['soups', 'breads']}
        sx={treeSx}
      >
        <TreeItem itemId="soups" label="Soups" sx={chapterSx}>
          <TreeItem itemId="minestrone" label="Minestrone" />
          <TreeItem itemId="pho" label="Chicken pho" />
          <TreeItem itemId="gazpacho" label="Gazpacho" />
        </TreeItem>
        <TreeItem itemId="breads" label="Breads" sx={chapterSx}>
          <TreeItem itemId="focaccia" label="Rosemary focaccia" />
          <TreeItem itemId="sourdough" label="Country sourdough" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts" sx={chapterSx}>
          <TreeItem itemId="tarte-tatin" label="Tarte tatin" />
          <TreeItem itemId="panna-cotta" label="Panna cotta" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
