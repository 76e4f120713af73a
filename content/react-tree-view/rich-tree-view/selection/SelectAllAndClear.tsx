import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Database tables and the columns to include in a CSV export.
const tables: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'customers',
    label: 'customers',
    children: [
      { id: 'customers.name', label: 'name' },
      { id: 'customers.email', label: 'email' },
      { id: 'customers.country', label: 'country' },
    ],
  },
  {
    id: 'orders',
    label: 'orders',
    children: [
      { id: 'orders.total', label: 'total' },
      { id: 'orders.placed_at', label: 'placed_at' },
    ],
  },
];

// Collect every id once, depth first, so "Select all" does not depend on what is expanded.
function collectIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) => [item.id, ...collectIds(item.children ?? [])]);
}
const allIds = collectIds(tables);

export default function SelectAllAndClear() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(allIds)}>
          Select all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelected([])}
          disabled={selected.length === 0}
        >
          Clear all
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selected.length} of {allIds.length} selected
      </Typography>
      <RichTreeView
        items={tables}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['customers', 'orders']}
      />
    </Box>
  );
}
