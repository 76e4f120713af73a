import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

// The path to the Harbor Museum logos, opened when the tree mounts.
const OPEN_FOLDERS = ['projects', 'harbor', 'harbor-logos'];

export default function LazyLoadingExpandedOnMount() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const [dataSource] = React.useState(() => {
    const server = createDriveServer();
    const start = Date.now();
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        const entries = await server.listFolder(parentId);
        const folder = parentId === undefined ? 'top level' : parentId;
        setRequests((prev) => [
          ...prev,
          `+${Date.now() - start} ms  ${folder}: ${entries.length} entries`,
        ]);
        return entries;
      },
    };
  });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 400, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          defaultExpandedItems={OPEN_FOLDERS}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Folders loaded on mount
        </Typography>
        {requests.map((request, index) => (
          <Typography
            key={index}
            variant="body2"
            sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
          >
            {request}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
