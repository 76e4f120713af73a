import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeItemDragAndDropOverlayProps } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewItemsReorderingAction,
} from '@mui/x-tree-view/models';

const episode: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'cold-open',
    label: 'Cold open',
    children: [{ id: 'clip', label: 'Clip from the listener voicemail' }],
  },
  {
    id: 'interview',
    label: 'Interview with the beekeeper',
    children: [
      { id: 'first-hive', label: 'How the first hive started' },
      { id: 'winter', label: 'Keeping bees through winter' },
      { id: 'honey', label: 'Why city honey tastes different' },
    ],
  },
  { id: 'outro', label: 'Outro and credits' },
];

const hints: Record<TreeViewItemsReorderingAction, string> = {
  'make-child': 'Drop inside',
  'reorder-above': 'Insert above',
  'reorder-below': 'Insert below',
  'move-to-parent': 'Move to end of group',
};

// Receives the pending `action` (or nothing when this item is not the drop target).
function DropHint(props: TreeItemDragAndDropOverlayProps & { className?: string }) {
  const { action, style, className } = props;
  if (!action) {
    return null;
  }

  return (
    <Box
      className={className}
      style={style}
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        pr: 1,
        // Lines up with the item's content, using the CSS variables the tree sets.
        ml: 'calc(var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))',
        borderRadius: 1,
        ...(action === 'make-child' && {
          border: `2px dashed ${theme.palette.success.main}`,
          backgroundColor: alpha(theme.palette.success.main, 0.08),
        }),
        ...(action === 'reorder-above' && { borderTop: `3px solid ${theme.palette.success.main}` }),
        ...(action === 'reorder-below' && {
          borderBottom: `3px solid ${theme.palette.success.main}`,
        }),
        // The item goes to the end of the target's group, not next to the target: no line here.
        ...(action === 'move-to-parent' && {
          borderLeft: `3px solid ${theme.palette.success.main}`,
        }),
      })}
    >
      <Box
        component="span"
        sx={{
          typography: 'caption',
          px: 1,
          borderRadius: 1,
          bgcolor: 'success.main',
          color: 'success.contrastText',
        }}
      >
        {hints[action]}
      </Box>
    </Box>
  );
}

function EpisodeItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ dragAndDropOverlay: DropHint }} />;
}

export default function CustomDropOverlay() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 320 }}>
      <RichTreeViewPro
        items={episode}
        defaultExpandedItems={['cold-open', 'interview']}
        itemsReordering
        slots={{ item: EpisodeItem }}
      />
    </Box>
  );
}
