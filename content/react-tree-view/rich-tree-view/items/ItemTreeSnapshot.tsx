import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A small conference programme: tracks at the root, talks inside them.
const programme: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'track-web',
    label: 'Web platform',
    children: [
      { id: 'talk-view-transitions', label: 'View transitions in practice' },
      { id: 'talk-container-queries', label: 'Container queries at scale' },
    ],
  },
  {
    id: 'track-data',
    label: 'Data and AI',
    children: [
      { id: 'talk-vector-search', label: 'Vector search on a budget' },
      { id: 'talk-privacy', label: 'Privacy-preserving analytics' },
      { id: 'talk-notebooks', label: 'Notebooks to production' },
    ],
  },
  { id: 'keynote', label: 'Closing keynote' },
];

export default function ItemTreeSnapshot() {
  const apiRef = useRichTreeViewApiRef();
  const [output, setOutput] = React.useState('');

  const showSummary = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // `null` stands for the root level of the tree.
    const lines = api.getItemOrderedChildrenIds(null).map((itemId) => {
      const count = api.getItemOrderedChildrenIds(itemId).length;
      return `${api.getItem(itemId).label}: ${count} ${count === 1 ? 'talk' : 'talks'}`;
    });
    setOutput(lines.join('\n'));
  };

  const showTree = () => {
    setOutput(JSON.stringify(apiRef.current?.getItemTree() ?? [], null, 2));
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={showSummary}>
          Count talks per track
        </Button>
        <Button size="small" variant="outlined" onClick={showTree}>
          Export as JSON
        </Button>
      </Stack>
      <RichTreeView items={programme} apiRef={apiRef} defaultExpandedItems={['track-web']} />
      <Typography
        component="pre"
        variant="body2"
        // The output scrolls: a tab stop lets keyboard readers scroll it too.
        tabIndex={0}
        role="region"
        aria-label="API output"
        sx={{ mt: 1, maxHeight: 160, overflow: 'auto', fontFamily: 'monospace', fontSize: 12 }}
      >
        {output || 'Click a button to read the tree through the API.'}
      </Typography>
    </Box>
  );
}
