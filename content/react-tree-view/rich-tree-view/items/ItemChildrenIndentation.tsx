import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const geography: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'south-america',
    label: 'South America',
    children: [
      {
        id: 'peru',
        label: 'Peru',
        children: [
          { id: 'lima', label: 'Lima' },
          { id: 'cusco', label: 'Cusco' },
        ],
      },
      {
        id: 'chile',
        label: 'Chile',
        children: [
          { id: 'valparaiso', label: 'Valparaíso' },
          { id: 'punta-arenas', label: 'Punta Arenas' },
        ],
      },
    ],
  },
];

export default function ItemChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography variant="body2" id="indentation-slider-label">
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        value={indentation}
        onChange={(_event, value) => setIndentation(value as number)}
        min={0}
        max={48}
        step={4}
        aria-labelledby="indentation-slider-label"
        sx={{ maxWidth: 260 }}
      />
      <RichTreeView
        items={geography}
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['south-america', 'peru', 'chile']}
      />
    </Box>
  );
}
