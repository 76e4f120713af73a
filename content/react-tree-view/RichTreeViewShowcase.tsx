import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface LibraryEntry {
  id: string;
  label: string;
  children?: LibraryEntry[];
}

const library: LibraryEntry[] = [
  {
    id: 'jazz',
    label: 'Jazz',
    children: [
      { id: 'so-what', label: 'So What' },
      { id: 'take-five', label: 'Take Five' },
      { id: 'naima', label: 'Naima' },
    ],
  },
  {
    id: 'afrobeat',
    label: 'Afrobeat',
    children: [
      { id: 'water', label: 'Water No Get Enemy' },
      { id: 'lady', label: 'Lady' },
    ],
  },
  {
    id: 'ambient',
    label: 'Ambient',
    children: [{ id: 'an-ending', label: 'An Ending (Ascent)' }],
  },
];

// Genres keep their names; only tracks can be renamed (double-click or Enter).
const isTrack = (entry: LibraryEntry) => !entry.children;

export default function RichTreeViewShowcase() {
  const [selected, setSelected] = React.useState<string[]>(['so-what', 'take-five']);
  const [renamed, setRenamed] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <RichTreeView
        aria-label="Music library"
        items={library}
        defaultExpandedItems={['jazz', 'afrobeat']}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        isItemEditable={isTrack}
        onItemLabelChange={(_itemId, newLabel) => setRenamed(newLabel)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {selected.length} selected{renamed ? ` · last renamed to "${renamed}"` : ''}
      </Typography>
    </Box>
  );
}
