import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A reusable item with pill-shaped rows and a bold label on open sections.
const PillTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    margin: theme.spacing(0.25, 0),
    padding: theme.spacing(0.5, 1.5),
    '&[data-expanded]': {
      [`& .${treeItemClasses.label}`]: { fontWeight: theme.typography.fontWeightBold },
    },
    '&[data-selected]': {
      backgroundColor: theme.palette.secondary.main,
      color: theme.palette.secondary.contrastText,
      '&:hover': { backgroundColor: theme.palette.secondary.dark },
    },
    '&[data-focused]': {
      outline: `2px solid ${theme.palette.secondary.light}`,
      outlineOffset: -2,
    },
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: theme.palette.text.secondary,
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
}));

export default function StyledTreeItem() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <SimpleTreeView aria-label="Employee handbook" defaultExpandedItems={['time-off']}>
        <PillTreeItem itemId="welcome" label="Welcome" />
        <PillTreeItem itemId="time-off" label="Time off">
          <PillTreeItem itemId="holidays" label="Public holidays" />
          <PillTreeItem itemId="parental-leave" label="Parental leave" />
          <PillTreeItem itemId="sick-days" label="Sick days" />
        </PillTreeItem>
        <PillTreeItem itemId="equipment" label="Equipment">
          <PillTreeItem itemId="laptop" label="Laptop policy" />
          <PillTreeItem itemId="home-office" label="Home office budget" />
        </PillTreeItem>
        <PillTreeItem itemId="code-of-conduct" label="Code of conduct" />
      </SimpleTreeView>
    </Box>
  );
}
