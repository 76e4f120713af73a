import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];
const PROPAGATION = { descendants: true, parents: true };

export default function LazyLoadingSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);
  const [dataSource] = React.useState(() => {
    const server = createDriveServer();
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: (parentId?: string) => server.listFolder(parentId),
    };
  });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 340, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          multiSelect
          checkboxSelection
          selectionPropagation={PROPAGATION}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          selectedItems ({selectedItems.length})
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {selectedItems.length === 0 ? 'Check a folder, then open it.' : selectedItems.join(', ')}
        </Typography>
      </Box>
    </Stack>
  );
}
