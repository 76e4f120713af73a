import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A project's documentation pages: folders are pages too, so clicking one should open it,
// not fold it. Only the arrow toggles expansion.
const docsPages: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'guides-install', label: 'Installing the CLI' },
      {
        id: 'guides-deploy',
        label: 'Deploying',
        children: [
          { id: 'deploy-docker', label: 'With Docker' },
          { id: 'deploy-serverless', label: 'To a serverless platform' },
        ],
      },
    ],
  },
  {
    id: 'reference',
    label: 'Reference',
    children: [
      { id: 'reference-config', label: 'Configuration file' },
      { id: 'reference-commands', label: 'Commands' },
    ],
  },
];

export default function IconContainerTrigger() {
  const [page, setPage] = React.useState<string | null>('guides');

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Open page: {page ?? 'none'}
      </Typography>
      <RichTreeView
        items={docsPages}
        expansionTrigger="iconContainer"
        selectedItems={page}
        onSelectedItemsChange={(_event, itemId) => setPage(itemId)}
      />
    </Box>
  );
}
