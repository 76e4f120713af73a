import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import * as React from 'react';

interface Task {
  id: string;
  label: string;
  children?: Task[];
}

const board: Task[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'copy', label: 'Write landing page copy' },
      { id: 'pricing', label: 'Review pricing table' },
    ],
  },
  {
    id: 'doing',
    label: 'In progress',
    children: [{ id: 'signup', label: 'Fix sign-up form validation' }],
  },
  { id: 'done', label: 'Done', children: [{ id: 'logo', label: 'Export the new logo' }] },
];

const columnLabels: Record<string, string> = { todo: 'To do', doing: 'In progress', done: 'Done' };

// Columns stay in place, and a task can only be dropped inside a column.
const isTask = (itemId: string) => !(itemId in columnLabels);
const staysInAColumn = ({ newPosition }: { newPosition: { parentId: string | null } }) =>
  newPosition.parentId !== null && newPosition.parentId in columnLabels;

export default function ReorderingPreview() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Task board"
        items={board}
        defaultExpandedItems={['todo', 'doing', 'done']}
        itemsReordering
        isItemReorderable={isTask}
        canMoveItemToNewPosition={staysInAColumn}
        onItemPositionChange={({ newPosition }) =>
          setLastMove(`Task moved to "${columnLabels[newPosition.parentId ?? '']}"`)
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {lastMove ?? 'Drag a task into another column.'}
      </Typography>
    </Box>
  );
}
