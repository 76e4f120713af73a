import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';
import type { ItemPosition } from './reorderUtils';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'warm-up',
    label: 'Warm-up',
    children: [
      { id: 'track-sunrise', label: 'Sunrise Avenue' },
      { id: 'track-paper', label: 'Paper Planes' },
    ],
  },
  {
    id: 'peak',
    label: 'Peak hour',
    children: [
      { id: 'track-neon', label: 'Neon Rivers' },
      { id: 'track-static', label: 'Static Hearts' },
      { id: 'track-comet', label: 'Comet Tail' },
    ],
  },
];

const labels: Record<TreeViewItemId, string> = {};
playlists.forEach((playlist) => {
  labels[playlist.id] = playlist.label;
  playlist.children?.forEach((track) => {
    labels[track.id] = track.label;
  });
});

function describe(position: ItemPosition) {
  const parent = position.parentId === null ? 'root' : labels[position.parentId];
  return `${parent} #${position.index + 1}`;
}

export default function PositionChangeLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemPositionChange = React.useCallback(
    (params: { itemId: TreeViewItemId; oldPosition: ItemPosition; newPosition: ItemPosition }) => {
      const entry = `${labels[params.itemId]}: ${describe(params.oldPosition)} → ${describe(params.newPosition)}`;
      setLog((prev) => [entry, ...prev].slice(0, 5));
    },
    [],
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 300, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro
          items={playlists}
          defaultExpandedItems={['warm-up', 'peak']}
          itemsReordering
          onItemPositionChange={handleItemPositionChange}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="subtitle2" gutterBottom>
          Moves
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Drag a track or a playlist to a new position.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
