import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A museum floor plan: wings at the root, galleries inside them.
const museum: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'east-wing',
    label: 'East wing',
    children: [
      { id: 'gallery-ceramics', label: 'Ceramics of the Silk Road' },
      { id: 'gallery-textiles', label: 'Woven histories' },
    ],
  },
  {
    id: 'west-wing',
    label: 'West wing',
    children: [
      { id: 'gallery-impressionists', label: 'Light and weather' },
      { id: 'gallery-sculpture', label: 'Bronze and marble' },
    ],
  },
  { id: 'garden-court', label: 'Garden court' },
];

export default function ItemClick() {
  const [clicks, setClicks] = React.useState<{ key: number; text: string }[]>([]);
  const clickCount = React.useRef(0);

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    clickCount.current += 1;
    const key = clickCount.current;
    const text = event.shiftKey ? `${itemId} (with Shift)` : itemId;
    // Keep the five most recent clicks.
    setClicks((previous) => [{ key, text }, ...previous].slice(0, 5));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 300, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeView items={museum} onItemClick={handleItemClick} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2">Last clicks</Typography>
        {clicks.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Click an item.
          </Typography>
        )}
        {clicks.map((click) => (
          <Typography key={click.key} variant="body2">
            {click.text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
