import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleTracking() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemSelectionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    const entry = `${isSelected ? 'Selected' : 'Deselected'} ${itemId}`;
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <Box sx={{ minHeight: 330, minWidth: 300, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <SimpleTreeView
        aria-label="Wardrobe"
        multiSelect
        defaultExpandedItems={['tops', 'shoes']}
        onItemSelectionToggle={handleItemSelectionToggle}
        sx={{ flex: '1 1 220px' }}
      >
        <TreeItem itemId="tops" label="Tops">
          <TreeItem itemId="linen-shirt" label="Linen shirt" />
          <TreeItem itemId="wool-sweater" label="Wool sweater" />
        </TreeItem>
        <TreeItem itemId="shoes" label="Shoes">
          <TreeItem itemId="trail-runners" label="Trail runners" />
          <TreeItem itemId="loafers" label="Leather loafers" />
        </TreeItem>
        <TreeItem itemId="accessories" label="Accessories" />
      </SimpleTreeView>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2">Selection events</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click items, or Ctrl/⌘ + click to select several.
          </Typography>
        ) : (
          <List dense disablePadding>
            {log.map((entry, index) => (
              <ListItem key={`${entry}-${log.length - index}`} disableGutters>
                <Typography variant="body2">{entry}</Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
