import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];
const TTL = 15_000;

export default function LazyLoadingCacheTtl() {
  const [log, setLog] = React.useState<string[]>([]);
  const [server] = React.useState(() => createDriveServer());
  const [scanned, setScanned] = React.useState(2);
  // Folder listings are reused for 15 seconds instead of the default 5 minutes.
  const [cache] = React.useState(() => new DataSourceCacheDefault<DriveEntry>({ ttl: TTL }));
  const [dataSource] = React.useState(() => ({
    getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
    getTreeItems: (parentId?: string) => server.listFolder(parentId),
  }));

  const handleItemsLazyLoaded = React.useCallback(
    (params: { items: DriveEntry[]; parentId: string | null; isCacheHit: boolean }) => {
      const time = new Date().toLocaleTimeString('en-GB');
      const folder = params.parentId ?? 'top level';
      const source = params.isCacheHit ? 'from the cache' : 'from the server';
      setLog((prev) =>
        [...prev, `${time}  ${folder}: ${params.items.length} entries ${source}`].slice(-6),
      );
    },
    [],
  );

  const scanPage = () => {
    const next = scanned + 1;
    server.addFile('scans', `Scan ${String(next).padStart(4, '0')}.pdf`);
    setScanned(next);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 320, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Button variant="outlined" size="small" onClick={scanPage} sx={{ mb: 1 }}>
          Scan a page into the inbox
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {scanned} scans stored on the server
        </Typography>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemsLazyLoaded={handleItemsLazyLoaded}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Loads (cache lifetime: {TTL / 1000} s)
        </Typography>
        {log.map((entry, index) => (
          <Typography
            key={index}
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
