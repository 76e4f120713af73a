import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

// The top level is already known (rendered by the server, or read from a previous visit),
// so only the content of the folders is requested.
const topLevel: DriveEntry[] = [
  { id: 'projects', label: 'Projects', type: 'folder', childrenCount: 3 },
  { id: 'marketing', label: 'Marketing', type: 'folder', childrenCount: 3 },
  { id: 'finance', label: 'Finance', type: 'folder', childrenCount: 3 },
  { id: 'people', label: 'People', type: 'folder', childrenCount: 2 },
  { id: 'scans', label: 'Scanner inbox', type: 'folder', childrenCount: 2 },
  { id: 'shared', label: 'Shared with me', type: 'folder', childrenCount: 0 },
  { id: 'readme', label: 'Read me first.txt', type: 'file', childrenCount: 0 },
];

export default function LazyLoadingInitialItems() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const [dataSource] = React.useState(() => {
    const server = createDriveServer();
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        const entries = await server.listFolder(parentId);
        setRequests((prev) =>
          [...prev, `getTreeItems('${parentId}') → ${entries.length} entries`].slice(-6),
        );
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
        <RichTreeViewPro items={topLevel} dataSource={dataSource} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Requests to the server
        </Typography>
        {requests.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None yet: the top level came from the items prop. Open a folder.
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
