import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemRootSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// The outline of a conference talk: sections hold slides.
const talkOutline: TreeViewDefaultItemModelProperties[] = [
  { id: 'title', label: 'Title slide' },
  {
    id: 'problem',
    label: 'Why our builds got slow',
    children: [
      { id: 'build-times', label: 'Build times over two years' },
      { id: 'flame-graph', label: 'A flame graph of one build' },
    ],
  },
  {
    id: 'fixes',
    label: 'What we changed',
    children: [
      { id: 'cache', label: 'Remote cache for test results' },
      { id: 'split', label: 'Splitting the monorepo graph' },
      { id: 'budget', label: 'A time budget per package' },
    ],
  },
  { id: 'questions', label: 'Questions' },
];

// The title slide always opens the talk.
const isItemReorderable = (itemId: string) => itemId !== 'title';

// RichTreeViewPro adds these to the root props at runtime; the useTreeItem types do not list them.
type RootDragProps = Pick<React.HTMLAttributes<HTMLLIElement>, 'draggable' | 'onDragStart'>;

function SlideItem(props: TreeItemProps) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children });

  // Take the drag source off the row and put it on the handle.
  const { draggable, onDragStart, ...rootProps }: UseTreeItemRootSlotOwnProps & RootDragProps =
    getRootProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <Box
            component="span"
            // Mouse only: the handle is hidden from assistive technologies.
            aria-hidden
            draggable={draggable}
            onDragStart={onDragStart}
            // A press on the handle neither selects nor expands the item.
            onClick={(event) => event.stopPropagation()}
            sx={{
              display: 'inline-flex',
              color: 'text.secondary',
              cursor: 'grab',
              // Keeps the width of the handle on items that cannot move, so labels line up.
              visibility: draggable ? 'visible' : 'hidden',
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

export default function DragHandleReordering() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 300 }}>
      <RichTreeViewPro
        items={talkOutline}
        defaultExpandedItems={['problem', 'fixes']}
        itemsReordering
        isItemReorderable={isItemReorderable}
        slots={{ item: SlideItem }}
      />
    </Box>
  );
}
