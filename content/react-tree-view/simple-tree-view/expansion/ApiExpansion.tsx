import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiExpansion() {
  const apiRef = useSimpleTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const toggleSeason = (event: React.SyntheticEvent) => {
    // Without shouldBeExpanded, the item is toggled.
    apiRef.current?.setItemExpansion({ event, itemId: 'season-2' });
  };

  const revealFinale = (event: React.SyntheticEvent) => {
    // Expand every ancestor of the episode, from the top down.
    ['season-2', 'season-2-part-2'].forEach((itemId) =>
      apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded: true }),
    );
  };

  const collapseSeason = (event: React.SyntheticEvent) => {
    if (apiRef.current?.isItemExpanded('season-2')) {
      apiRef.current.setItemExpansion({ event, itemId: 'season-2', shouldBeExpanded: false });
    }
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 300 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={toggleSeason}>
          Toggle season 2
        </Button>
        <Button size="small" variant="outlined" onClick={revealFinale}>
          Reveal the finale
        </Button>
        <Button size="small" variant="outlined" onClick={collapseSeason}>
          Collapse season 2
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Podcast episodes"
        apiRef={apiRef}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="season-1" label="Season 1">
          <TreeItem itemId="s1e1" label="Ep. 1 · The missing ledger" />
          <TreeItem itemId="s1e2" label="Ep. 2 · A name in the margin" />
        </TreeItem>
        <TreeItem itemId="season-2" label="Season 2">
          <TreeItem itemId="season-2-part-1" label="Part 1">
            <TreeItem itemId="s2e1" label="Ep. 1 · Back to the harbour" />
          </TreeItem>
          <TreeItem itemId="season-2-part-2" label="Part 2">
            <TreeItem itemId="s2e2" label="Ep. 2 · The second witness" />
            <TreeItem itemId="s2e3" label="Ep. 3 · Finale: low tide" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Expanded: {expanded.length > 0 ? expanded.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
