import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const handbook: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'welcome',
    label: 'Welcome',
    children: [
      { id: 'mission', label: 'Our mission' },
      { id: 'values', label: 'Values' },
    ],
  },
  {
    id: 'working-here',
    label: 'Working here',
    children: [
      { id: 'hours', label: 'Hours and remote work' },
      {
        id: 'time-off',
        label: 'Time off',
        children: [
          { id: 'vacation', label: 'Vacation' },
          { id: 'sick-leave', label: 'Sick leave' },
        ],
      },
    ],
  },
  { id: 'benefits', label: 'Benefits' },
];

export default function StylingWithSx() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeView
        items={handbook}
        defaultExpandedItems={['working-here', 'time-off']}
        defaultSelectedItems="vacation"
        // Indentation comes from the group margin below instead of the content padding.
        itemChildrenIndentation={0}
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            py: 0.5,
            borderRadius: 999,
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: 14,
          },
          // Selected rows: coloured text and a stronger background. The darker (or, in dark
          // mode, lighter) shade keeps the text readable on the tinted background.
          [`& .${treeItemClasses.content}[data-selected]`]: {
            color:
              theme.palette.mode === 'dark'
                ? theme.palette.primary.light
                : theme.palette.primary.dark,
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.label}`]: {
            fontWeight: 600,
          },
          // Nested groups: indentation with a dashed guide line.
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: 2,
            pl: 1,
            borderLeft: `1px dashed ${theme.palette.divider}`,
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: theme.palette.text.secondary,
          },
        })}
      />
    </Box>
  );
}
