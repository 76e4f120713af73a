import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';

const board: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'newsletter', label: 'Design the newsletter template' },
      { id: 'pricing', label: 'Research competitor pricing' },
    ],
  },
  {
    id: 'in-progress',
    label: 'In progress',
    children: [
      { id: 'onboarding', label: 'Rewrite onboarding emails' },
      { id: 'webinar', label: 'Prepare the March webinar' },
    ],
  },
  {
    id: 'review',
    label: 'In review',
    children: [{ id: 'case-study', label: 'Customer case study' }],
  },
];

const columnIds = new Set<TreeViewItemId>(board.map((column) => column.id));

// Columns are the fixed structure of the board: only tasks can be picked up…
const isItemReorderable = (itemId: TreeViewItemId) => !columnIds.has(itemId);

// …and a task can only be dropped inside a column, never at the root or inside another task.
const canMoveItemToNewPosition = ({ newPosition }: { newPosition: { parentId: string | null } }) =>
  newPosition.parentId !== null && columnIds.has(newPosition.parentId);

export default function OnlyTasksMove() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 300 }}>
      <RichTreeViewPro
        items={board}
        defaultExpandedItems={['backlog', 'in-progress', 'review']}
        itemsReordering
        isItemReorderable={isItemReorderable}
        canMoveItemToNewPosition={canMoveItemToNewPosition}
      />
    </Box>
  );
}
