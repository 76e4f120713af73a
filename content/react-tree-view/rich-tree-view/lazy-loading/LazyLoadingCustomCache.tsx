import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

/**
 * Keeps the listings of the most recently loaded folders only, so a long session on a large
 * drive does not hold every folder in memory. `onChange` lets the demo display the content.
 */
class RecentFoldersCache implements DataSourceCache<DriveEntry> {
  private entries = new Map<string, DriveEntry[]>();

  constructor(
    private maxFolders: number,
    private onChange: (keys: string[]) => void,
  ) {}

  set(key: string, value: DriveEntry[]) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxFolders) {
      // A Map iterates in insertion order: the first key is the least recently used.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.onChange([...this.entries.keys()]);
  }

  get(key: string) {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Move the folder to the end: it is now the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
      this.onChange([...this.entries.keys()]);
    }
    return value;
  }

  clear() {
    this.entries.clear();
    this.onChange([]);
  }
}

const MAX_FOLDERS = 4;

export default function LazyLoadingCustomCache() {
  const [cachedKeys, setCachedKeys] = React.useState<string[]>([]);
  const [cache] = React.useState(() => new RecentFoldersCache(MAX_FOLDERS, setCachedKeys));
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
        <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} dataSourceCache={cache} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          In the cache ({cachedKeys.length} of {MAX_FOLDERS}), oldest first
        </Typography>
        {cachedKeys.map((key) => (
          <Typography
            key={key}
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {key}
          </Typography>
        ))}
        <Button size="small" variant="outlined" onClick={() => cache.clear()} sx={{ mt: 1 }}>
          Clear the cache
        </Button>
      </Box>
    </Stack>
  );
}
