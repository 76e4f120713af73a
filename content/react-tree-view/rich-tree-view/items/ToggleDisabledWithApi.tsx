import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Meeting rooms of an office; a room can be taken out of service for maintenance.
const rooms: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'floor-2',
    label: 'Second floor',
    children: [
      { id: 'room-aurora', label: 'Aurora (8 seats)' },
      { id: 'room-borealis', label: 'Borealis (4 seats)' },
    ],
  },
  {
    id: 'floor-3',
    label: 'Third floor',
    children: [
      { id: 'room-cirrus', label: 'Cirrus (12 seats)' },
      { id: 'room-nimbus', label: 'Nimbus (2 seats)' },
    ],
  },
];

export default function ToggleDisabledWithApi() {
  const apiRef = useRichTreeViewApiRef();
  const [inMaintenance, setInMaintenance] = React.useState<string[]>([]);

  const toggleRoom = (roomId: string) => {
    const shouldBeDisabled = !inMaintenance.includes(roomId);
    apiRef.current?.setIsItemDisabled({ itemId: roomId, shouldBeDisabled });
    setInMaintenance((previous) =>
      shouldBeDisabled ? [...previous, roomId] : previous.filter((id) => id !== roomId),
    );
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {['room-aurora', 'room-cirrus'].map((roomId) => (
          <Button key={roomId} size="small" variant="outlined" onClick={() => toggleRoom(roomId)}>
            {inMaintenance.includes(roomId) ? 'Reopen' : 'Close'}{' '}
            {roomId === 'room-aurora' ? 'Aurora' : 'Cirrus'}
          </Button>
        ))}
      </Stack>
      <RichTreeView items={rooms} apiRef={apiRef} defaultExpandedItems={['floor-2', 'floor-3']} />
    </Box>
  );
}
