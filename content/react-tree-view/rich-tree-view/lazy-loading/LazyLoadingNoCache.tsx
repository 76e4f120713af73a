import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

// A cache that keeps nothing: every expansion asks the server again.
const noCache: DataSourceCache<DriveEntry> = {
  set: () => {},
  get: () => undefined,
  clear: () => {},
};

export default function LazyLoadingNoCache() {
  const [requests, setRequests] = React.useState<Record<string, number>>({});

  const [dataSource] = React.useState(() => {
    const server = createDriveServer();
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: (parentId?: string) => {
        const folder = parentId ?? 'top level';
        setRequests((prev) => ({ ...prev, [folder]: (prev[folder] ?? 0) + 1 }));
        return server.listFolder(parentId);
      },
    };
  });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 320, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} dataSourceCache={noCache} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Requests per folder
        </Typography>
        {Object.entries(requests).map(([folder, count]) => (
          <Typography key={folder} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {folder}: {count}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
