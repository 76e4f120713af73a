import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

// The tree starts empty: the top level of the drive is requested on mount.
const NO_ITEMS: DriveEntry[] = [];

export default function LazyLoadingBasic() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const [dataSource] = React.useState(() => {
    const server = createDriveServer();
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        const entries = await server.listFolder(parentId);
        const call = parentId === undefined ? 'getTreeItems()' : `getTreeItems('${parentId}')`;
        setRequests((prev) => [...prev, `${call} → ${entries.length} entries`].slice(-6));
        return entries;
      },
    };
  });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 340, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Requests to the server
        </Typography>
        {requests.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Waiting for the top level…
          </Typography>
        ) : (
          requests.map((request, index) => (
            <Typography
              key={index}
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {request}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
