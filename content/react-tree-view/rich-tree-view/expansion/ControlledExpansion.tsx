import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { atlas } from './atlas';

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['asia']);

  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setExpandedItems(itemIds);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        expandedItems: {JSON.stringify(expandedItems)}
      </Typography>
      <RichTreeView
        items={atlas}
        expandedItems={expandedItems}
        onExpandedItemsChange={handleExpandedItemsChange}
      />
    </Box>
  );
}
