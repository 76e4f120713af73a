import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Stops of a city walking tour.
const tour: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'old-town',
    label: 'Old town',
    children: [
      { id: 'cathedral', label: 'Cathedral' },
      { id: 'market-hall', label: 'Market hall' },
      { id: 'town-walls', label: 'Town walls' },
    ],
  },
  {
    id: 'waterfront',
    label: 'Waterfront',
    children: [
      { id: 'fish-market', label: 'Fish market' },
      { id: 'maritime-museum', label: 'Maritime museum' },
    ],
  },
];

export default function ApiItemSelection() {
  const apiRef = useRichTreeViewApiRef();
  const [stops, setStops] = React.useState<string[]>([]);

  const run = (params: {
    itemId: string;
    keepExistingSelection?: boolean;
    shouldBeSelected?: boolean;
  }) => {
    apiRef.current?.setItemSelection(params);
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => run({ itemId: 'cathedral', shouldBeSelected: true })}
        >
          Only the cathedral
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            run({ itemId: 'fish-market', keepExistingSelection: true, shouldBeSelected: true })
          }
        >
          Add fish market
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            run({ itemId: 'fish-market', keepExistingSelection: true, shouldBeSelected: false })
          }
        >
          Remove fish market
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => run({ itemId: 'market-hall', keepExistingSelection: true })}
        >
          Toggle market hall
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Tour stops: {stops.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        items={tour}
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['old-town', 'waterfront']}
        onSelectedItemsChange={(_event, itemIds) => setStops(itemIds)}
      />
    </Box>
  );
}
