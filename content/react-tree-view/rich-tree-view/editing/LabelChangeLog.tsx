import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';

type Playlist = TreeViewDefaultItemModelProperties;

const initialPlaylists: Playlist[] = [
  {
    id: 'road-trip',
    label: 'Road trip',
    children: [
      { id: 'coast', label: 'Coastal drive' },
      { id: 'night', label: 'Night highway' },
    ],
  },
  {
    id: 'home',
    label: 'At home',
    children: [
      { id: 'cooking', label: 'Cooking dinner' },
      { id: 'sunday', label: 'Slow Sunday' },
    ],
  },
];

function findLabel(items: Playlist[], itemId: TreeViewItemId): string | undefined {
  for (const item of items) {
    if (item.id === itemId) {
      return item.label;
    }
    const found = item.children ? findLabel(item.children, itemId) : undefined;
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

function renameItem(items: Playlist[], itemId: TreeViewItemId, label: string): Playlist[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameItem(item.children, itemId, label) } : item;
  });
}

export default function LabelChangeLog() {
  const [playlists, setPlaylists] = React.useState(initialPlaylists);
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemLabelChange = (itemId: TreeViewItemId, newLabel: string) => {
    const oldLabel = findLabel(playlists, itemId);
    setLog((prev) => [`"${oldLabel}" → "${newLabel}"`, ...prev].slice(0, 4));
    setPlaylists((prev) => renameItem(prev, itemId, newLabel));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 250, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeView
          items={playlists}
          defaultExpandedItems={['road-trip', 'home']}
          isItemEditable
          onItemLabelChange={handleItemLabelChange}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2" gutterBottom>
          Recent renames
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Double-click a playlist to rename it.
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
