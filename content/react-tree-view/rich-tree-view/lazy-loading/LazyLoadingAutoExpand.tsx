import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

export default function LazyLoadingAutoExpand() {
  const apiRef = useRichTreeViewProApiRef<DriveEntry>();
  const [requests, setRequests] = React.useState<string[]>([]);
  const [dataSource] = React.useState(() => {
    // Folders of up to 3 entries are sent together with their content.
    const server = createDriveServer({ inlineUpTo: 3 });
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        const entries = await server.listFolder(parentId);
        setRequests((prev) => [...prev, `request: ${parentId ?? 'top level'}`].slice(-6));
        return entries;
      },
    };
  });

  // When a folder is opened, also open the subfolders that arrived with their content.
  const handleItemsLazyLoaded = React.useCallback(
    ({ items, parentId }: { items: DriveEntry[]; parentId: string | null }) => {
      if (parentId === null) {
        return;
      }
      items.forEach((entry) => {
        if (entry.children && entry.children.length > 0) {
          apiRef.current?.setItemExpansion({ itemId: entry.id, shouldBeExpanded: true });
        }
      });
    },
    [apiRef],
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 420, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          apiRef={apiRef}
          onItemsLazyLoaded={handleItemsLazyLoaded}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Requests to the server
        </Typography>
        {requests.map((request, index) => (
          <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {request}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
