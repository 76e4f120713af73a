import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A plant nursery's catalogue.
const nursery: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'perennials',
    label: 'Perennials',
    children: [
      { id: 'lavender', label: 'English lavender' },
      { id: 'echinacea', label: 'Purple coneflower' },
      { id: 'hosta', label: 'Plantain lily' },
    ],
  },
  {
    id: 'shrubs',
    label: 'Shrubs',
    children: [
      { id: 'hydrangea', label: 'Bigleaf hydrangea' },
      { id: 'rosemary', label: 'Rosemary' },
    ],
  },
  {
    id: 'trees',
    label: 'Trees',
    children: [
      { id: 'japanese-maple', label: 'Japanese maple' },
      { id: 'olive', label: 'Olive tree' },
    ],
  },
];

// Depth-first search for the first item whose label contains the query.
function findItem(items: TreeViewDefaultItemModelProperties[], query: string): string | null {
  for (const item of items) {
    if (item.label.toLowerCase().includes(query)) {
      return item.id;
    }
    const match = findItem(item.children ?? [], query);
    if (match) {
      return match;
    }
  }
  return null;
}

export default function FocusSearch() {
  const apiRef = useRichTreeViewApiRef();
  const [query, setQuery] = React.useState('maple');
  const [status, setStatus] = React.useState('');
  const frameRef = React.useRef<number | null>(null);

  React.useEffect(
    () => () => {
      if (frameRef.current != null) {
        cancelAnimationFrame(frameRef.current);
      }
    },
    [],
  );

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    const itemId = findItem(nursery, query.trim().toLowerCase());
    if (!api || !itemId || query.trim() === '') {
      setStatus(`No plant matches “${query}”.`);
      return;
    }
    // focusItem ignores items hidden inside a collapsed parent, so open the ancestors first.
    let parentId = api.getParentId(itemId);
    while (parentId != null) {
      api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    // Wait one frame so the newly revealed item is in the DOM, then move the focus to it.
    frameRef.current = requestAnimationFrame(() => api.focusItem(null, itemId));
    setStatus(`Focused “${api.getItem(itemId).label}”. Keep navigating with the arrow keys.`);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={handleSubmit} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="Find a plant"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="contained" size="small">
          Focus
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: 20 }}>
        {status}
      </Typography>
      <RichTreeView items={nursery} apiRef={apiRef} />
    </Box>
  );
}
