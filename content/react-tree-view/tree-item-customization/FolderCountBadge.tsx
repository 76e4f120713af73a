import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import * as React from 'react';

interface Note {
  id: string;
  label: string;
  children?: Note[];
}

const notebooks: Note[] = [
  {
    id: 'garden',
    label: 'Garden journal',
    children: [
      { id: 'seeds', label: 'Seeds to order' },
      { id: 'frost', label: 'Frost dates' },
      { id: 'compost', label: 'Compost ratios' },
      { id: 'tomatoes', label: 'Tomato varieties' },
    ],
  },
  {
    id: 'reading',
    label: 'Reading notes',
    children: [
      { id: 'dune', label: 'Dune' },
      { id: 'middlemarch', label: 'Middlemarch' },
    ],
  },
  { id: 'ideas', label: 'Loose ideas' },
];

// useTreeItemUtils gives the item's status without registering the item a second time,
// so it is safe to call in a wrapper around the default TreeItem.
const NotebookItem = React.forwardRef(function NotebookItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const noteCount = React.Children.count(props.children);
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1 }}>
        {props.label}
      </Box>
      {status.expandable && !status.expanded && (
        <Chip
          size="small"
          label={`${noteCount} notes`}
          color={status.selected ? 'primary' : 'default'}
        />
      )}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function FolderCountBadge() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 300, maxWidth: 420 }}>
      <RichTreeView
        aria-label="Notebooks"
        items={notebooks}
        defaultExpandedItems={['reading']}
        slots={{ item: NotebookItem }}
      />
    </Box>
  );
}
