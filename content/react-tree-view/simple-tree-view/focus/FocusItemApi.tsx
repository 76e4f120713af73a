import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItemApi() {
  const apiRef = useSimpleTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  const focusBudget = (event: React.SyntheticEvent) => {
    // "budget" is a root item, so it is always visible and can be focused right away.
    apiRef.current?.focusItem(event, 'budget');
  };

  const revealVenue = (event: React.SyntheticEvent) => {
    // "venue-contract" lives in a collapsed branch: expand its ancestors first.
    apiRef.current?.setItemExpansion({ event, itemId: 'logistics', shouldBeExpanded: true });
    apiRef.current?.setItemExpansion({ event, itemId: 'venue', shouldBeExpanded: true });
    // The newly shown items register themselves when they render, so wait one frame.
    requestAnimationFrame(() => apiRef.current?.focusItem(null, 'venue-contract'));
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={focusBudget}>
          Focus “Budget”
        </Button>
        <Button size="small" variant="outlined" onClick={revealVenue}>
          Reveal and focus the venue contract
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Festival planning"
        apiRef={apiRef}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="lineup" label="Line-up">
          <TreeItem itemId="headliners" label="Headliners" />
          <TreeItem itemId="local-acts" label="Local acts" />
        </TreeItem>
        <TreeItem itemId="logistics" label="Logistics">
          <TreeItem itemId="venue" label="Venue">
            <TreeItem itemId="venue-contract" label="Signed contract.pdf" />
            <TreeItem itemId="floor-plan" label="Floor plan" />
          </TreeItem>
          <TreeItem itemId="catering" label="Catering" />
        </TreeItem>
        <TreeItem itemId="budget" label="Budget" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Last focused item: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
