import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Chapters and scenes of a screenplay.
const screenplay: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'act-1',
    label: 'Act I: The letter',
    children: [
      { id: 'scene-1', label: 'Int. lighthouse, night' },
      { id: 'scene-2', label: 'Ext. harbour, dawn' },
    ],
  },
  {
    id: 'act-2',
    label: 'Act II: The crossing',
    children: [
      { id: 'scene-3', label: 'Int. ferry cabin' },
      { id: 'scene-4', label: 'Ext. deck in the storm' },
    ],
  },
  { id: 'act-3', label: 'Act III: Landfall' },
];

export default function FocusTracking() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 280, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last focused item: {focused ?? 'none yet. Press Tab to move into the tree.'}
      </Typography>
      <RichTreeView
        items={screenplay}
        defaultExpandedItems={['act-1', 'act-2']}
        defaultSelectedItems="scene-3"
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
