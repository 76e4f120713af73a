import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionToggleTracking() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const [openCount, setOpenCount] = React.useState(0);

  const handleItemExpansionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setLastAction(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`);
    if (isExpanded) {
      setOpenCount((count) => count + 1);
    }
  };

  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <SimpleTreeView aria-label="Hiking guide" onItemExpansionToggle={handleItemExpansionToggle}>
        <TreeItem itemId="dolomites" label="Dolomites">
          <TreeItem itemId="tre-cime" label="Tre Cime loop · 10 km" />
          <TreeItem itemId="seceda" label="Seceda ridge · 8 km" />
        </TreeItem>
        <TreeItem itemId="scottish-highlands" label="Scottish Highlands">
          <TreeItem itemId="ben-nevis" label="Ben Nevis tourist path · 17 km" />
          <TreeItem itemId="quiraing" label="Quiraing circuit · 7 km" />
        </TreeItem>
        <TreeItem itemId="pyrenees" label="Pyrenees">
          <TreeItem itemId="ordesa" label="Ordesa valley · 17 km" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Last change: {lastAction ?? 'none'}
      </Typography>
      <Typography variant="body2">Regions opened so far: {openCount}</Typography>
    </Box>
  );
}
