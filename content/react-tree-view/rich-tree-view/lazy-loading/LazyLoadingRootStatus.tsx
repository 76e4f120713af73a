import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

type RootStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };

export default function LazyLoadingRootStatus() {
  const apiRef = useRichTreeViewProApiRef<DriveEntry>();
  const [status, setStatus] = React.useState<RootStatus>({ state: 'loading' });

  const [dataSource] = React.useState(() => {
    // The first request for the top level fails, the next one succeeds.
    const server = createDriveServer({ failures: { root: 'every-other' } });
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        if (parentId !== undefined) {
          return server.listFolder(parentId);
        }
        // The tree shows the state of folders, not of its top level: track that one here.
        setStatus({ state: 'loading' });
        try {
          const entries = await server.listFolder();
          setStatus({ state: 'ready' });
          return entries;
        } catch (error) {
          setStatus({ state: 'error', message: (error as Error).message });
          throw error;
        }
      },
    };
  });

  return (
    <Box sx={{ minHeight: 320, minWidth: 260, width: '100%' }}>
      {status.state === 'loading' && (
        <Box role="status">
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Loading the drive…
          </Typography>
          <LinearProgress aria-label="Loading the drive" />
        </Box>
      )}
      {status.state === 'error' && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => apiRef.current?.updateItemChildren(null)}
            >
              Retry
            </Button>
          }
        >
          The drive could not be loaded ({status.message}).
        </Alert>
      )}
      {/* Mounted from the start, since it runs the request, but hidden until it has items. */}
      <RichTreeViewPro
        items={NO_ITEMS}
        dataSource={dataSource}
        apiRef={apiRef}
        sx={{ display: status.state === 'ready' ? undefined : 'none' }}
      />
    </Box>
  );
}
