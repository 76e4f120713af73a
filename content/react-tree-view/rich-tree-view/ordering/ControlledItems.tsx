import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewItemId } from '@mui/x-tree-view/models';
import { moveItem, type ItemPosition } from './reorderUtils';

interface AgendaItem {
  id: string;
  label: string;
  children?: AgendaItem[];
}

const initialAgenda: AgendaItem[] = [
  {
    id: 'room-a',
    label: 'Room A · Main stage',
    children: [
      { id: 'keynote', label: 'Opening keynote' },
      { id: 'state-of-css', label: 'The state of CSS' },
      { id: 'a11y', label: 'Accessible forms in practice' },
    ],
  },
  {
    id: 'room-b',
    label: 'Room B · Workshops',
    children: [
      { id: 'testing', label: 'Testing without mocks' },
      { id: 'perf', label: 'Profiling slow renders' },
    ],
  },
];

const roomIds = new Set<TreeViewItemId>(initialAgenda.map((room) => room.id));
const isItemReorderable = (itemId: TreeViewItemId) => !roomIds.has(itemId);
const canMoveItemToNewPosition = ({ newPosition }: { newPosition: ItemPosition }) =>
  newPosition.parentId !== null && roomIds.has(newPosition.parentId);

export default function ControlledItems() {
  const [agenda, setAgenda] = React.useState(initialAgenda);

  // Apply the same move to your own data, so it always matches what the tree shows.
  const handleItemPositionChange = React.useCallback(
    ({ itemId, newPosition }: { itemId: TreeViewItemId; newPosition: ItemPosition }) => {
      setAgenda((prev) => moveItem(prev, itemId, newPosition));
    },
    [],
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 300, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 250 }}>
        <RichTreeViewPro
          items={agenda}
          defaultExpandedItems={['room-a', 'room-b']}
          itemsReordering
          isItemReorderable={isItemReorderable}
          canMoveItemToNewPosition={canMoveItemToNewPosition}
          onItemPositionChange={handleItemPositionChange}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="subtitle2" gutterBottom>
          Printed programme (from state)
        </Typography>
        {agenda.map((room) => (
          <Box key={room.id} sx={{ mb: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {room.label}
            </Typography>
            {(room.children ?? []).map((talk, index) => (
              <Typography key={talk.id} variant="body2" color="text.secondary">
                {`${9 + index}:00 · ${talk.label}`}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
