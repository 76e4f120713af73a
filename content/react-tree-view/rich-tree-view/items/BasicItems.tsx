import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A ten-week astronomy course: modules at the root, lessons inside them.
const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'module-sky',
    label: 'Module 1: Reading the night sky',
    children: [
      { id: 'lesson-constellations', label: 'Constellations and asterisms' },
      { id: 'lesson-coordinates', label: 'Celestial coordinates' },
      { id: 'lesson-star-charts', label: 'Using a star chart' },
    ],
  },
  {
    id: 'module-solar-system',
    label: 'Module 2: The Solar System',
    children: [
      { id: 'lesson-inner-planets', label: 'Rocky inner planets' },
      { id: 'lesson-gas-giants', label: 'Gas and ice giants' },
      {
        id: 'lesson-small-bodies',
        label: 'Small bodies',
        children: [
          { id: 'topic-asteroids', label: 'Asteroid belt' },
          { id: 'topic-comets', label: 'Comets and the Oort cloud' },
        ],
      },
    ],
  },
  {
    id: 'module-stars',
    label: 'Module 3: Lives of stars',
    children: [
      { id: 'lesson-nebulae', label: 'Stellar nurseries' },
      { id: 'lesson-main-sequence', label: 'The main sequence' },
      { id: 'lesson-remnants', label: 'White dwarfs, neutron stars, black holes' },
    ],
  },
  { id: 'final-project', label: 'Final project: observation log' },
];

export default function BasicItems() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <RichTreeView items={syllabus} defaultExpandedItems={['module-solar-system']} />
    </Box>
  );
}
