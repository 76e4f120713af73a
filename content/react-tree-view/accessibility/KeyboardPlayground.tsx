import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface Topic {
  id: string;
  label: string;
  children?: Topic[];
}

const curriculum: Topic[] = [
  {
    id: 'algebra',
    label: 'Algebra',
    children: [
      { id: 'equations', label: 'Linear equations' },
      { id: 'quadratics', label: 'Quadratics' },
      { id: 'inequalities', label: 'Inequalities' },
    ],
  },
  {
    id: 'geometry',
    label: 'Geometry',
    children: [
      { id: 'angles', label: 'Angles' },
      { id: 'circles', label: 'Circles' },
    ],
  },
  {
    id: 'statistics',
    label: 'Statistics',
    children: [
      { id: 'averages', label: 'Averages' },
      { id: 'probability', label: 'Probability' },
    ],
  },
];

export default function KeyboardPlayground() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const [expanded, setExpanded] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeView
        aria-label="Maths curriculum"
        items={curriculum}
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selected.length ? selected.join(', ') : 'none'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Expanded: {expanded.length ? expanded.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
