import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { getExpandableIds, solarSystem, type Body } from './solarSystem';

const expandableIds = getExpandableIds(solarSystem);

const renderBody = (body: Body) => (
  <TreeItem key={body.id} itemId={body.id} label={body.name}>
    {body.satellites?.map(renderBody)}
  </TreeItem>
);

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['inner-planets']);

  const allExpanded = expandedItems.length === expandableIds.length;

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(allExpanded ? [] : expandableIds)}
        >
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Solar system"
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      >
        {solarSystem.map(renderBody)}
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
