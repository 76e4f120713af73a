import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Room {
  id: string;
  label: string;
  children?: Room[];
}

const office: Room[] = [
  {
    id: 'ground',
    label: 'Ground floor',
    children: [
      { id: 'reception', label: 'Reception' },
      { id: 'cafe', label: 'Café' },
    ],
  },
  {
    id: 'first',
    label: 'First floor',
    children: [
      { id: 'studio', label: 'Design studio' },
      {
        id: 'meeting',
        label: 'Meeting rooms',
        children: [
          { id: 'fjord', label: 'Fjord (6 seats)' },
          { id: 'tundra', label: 'Tundra (12 seats)' },
        ],
      },
    ],
  },
  { id: 'roof', label: 'Roof terrace' },
];

export default function FirstRichTreeView() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <RichTreeView aria-label="Office floors" items={office} defaultExpandedItems={['first']} />
    </Box>
  );
}
