import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemClickTracking() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    // Keep the five most recent clicks, newest first.
    setClicks((previous) => [itemId, ...previous].slice(0, 5));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <SimpleTreeView aria-label="Travel itinerary" onItemClick={handleItemClick}>
        <TreeItem itemId="day-1" label="Day 1 · Lisbon">
          <TreeItem itemId="alfama-walk" label="Walking tour of Alfama" />
          <TreeItem itemId="tram-28" label="Tram 28 to Estrela" />
        </TreeItem>
        <TreeItem itemId="day-2" label="Day 2 · Sintra">
          <TreeItem itemId="pena-palace" label="Pena Palace" />
          <TreeItem itemId="quinta-regaleira" label="Quinta da Regaleira" />
        </TreeItem>
        <TreeItem itemId="day-3" label="Day 3 · Porto" disabled>
          <TreeItem itemId="ribeira" label="Ribeira riverside" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Recent clicks: {clicks.length > 0 ? clicks.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
