import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const geography: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'africa',
    label: 'Africa',
    children: [
      {
        id: 'kenya',
        label: 'Kenya',
        children: [
          { id: 'nairobi', label: 'Nairobi' },
          { id: 'mombasa', label: 'Mombasa' },
        ],
      },
      {
        id: 'morocco',
        label: 'Morocco',
        children: [
          { id: 'fes', label: 'Fès' },
          { id: 'essaouira', label: 'Essaouira' },
        ],
      },
    ],
  },
  {
    id: 'oceania',
    label: 'Oceania',
    children: [
      {
        id: 'new-zealand',
        label: 'New Zealand',
        children: [
          { id: 'wellington', label: 'Wellington' },
          { id: 'dunedin', label: 'Dunedin' },
        ],
      },
    ],
  },
];

export default function ItemBreadcrumbs() {
  const apiRef = useRichTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    const api = apiRef.current;
    const labels: string[] = [];
    // Walk up the tree with getParentId until the root is reached.
    let currentId = itemId;
    while (api && currentId != null) {
      labels.unshift(api.getItem(currentId).label);
      currentId = api.getParentId(currentId);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Breadcrumbs aria-label="Location of the selected place" sx={{ mb: 1, minHeight: 24 }}>
        {path.length === 0 && <Typography color="text.secondary">Nothing selected</Typography>}
        {path.map((label, index) => (
          <Typography
            key={label}
            color={index === path.length - 1 ? 'text.primary' : 'text.secondary'}
          >
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        items={geography}
        apiRef={apiRef}
        defaultExpandedItems={['africa', 'kenya', 'oceania']}
        onSelectedItemsChange={handleSelectedItemsChange}
      />
    </Box>
  );
}
