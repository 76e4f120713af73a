import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { atlas, getExpandableIds } from './atlas';

const expandableIds = getExpandableIds(atlas);

export default function ExpandCollapseAll() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const allExpanded = expandedItems.length === expandableIds.length;

  return (
    <Box sx={{ minHeight: 400, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(expandableIds)}
          disabled={allExpanded}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        items={atlas}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
