import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface Planet {
  code: string;
  name: string;
  moons?: Planet[];
}

// The data does not use `id`, `label` and `children`: three getters map it instead.
const planets: Planet[] = [
  { code: 'mercury', name: 'Mercury' },
  { code: 'earth', name: 'Earth', moons: [{ code: 'moon', name: 'The Moon' }] },
  {
    code: 'mars',
    name: 'Mars',
    moons: [
      { code: 'phobos', name: 'Phobos' },
      { code: 'deimos', name: 'Deimos' },
    ],
  },
  {
    code: 'jupiter',
    name: 'Jupiter',
    moons: [
      { code: 'io', name: 'Io' },
      { code: 'europa', name: 'Europa' },
      { code: 'ganymede', name: 'Ganymede' },
    ],
  },
];

export default function ControlledFirstTree() {
  const [selected, setSelected] = React.useState<string | null>('europa');
  const [expanded, setExpanded] = React.useState<string[]>(['jupiter']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Planets and moons"
        items={planets}
        getItemId={(planet) => planet.code}
        getItemLabel={(planet) => planet.name}
        getItemChildren={(planet) => planet.moons}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selected ?? 'none'} · Expanded: {expanded.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
