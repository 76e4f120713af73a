import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

// -1: the folder has content, but the server did not say how much.
const UNKNOWN_COUNT = -1;

function getChildrenCount(entry: DriveEntry) {
  if (entry.type === 'file') {
    return 0;
  }
  return entry.childrenCount ?? UNKNOWN_COUNT;
}

function getItemLabel(entry: DriveEntry) {
  if (entry.type === 'file') {
    return entry.label;
  }
  return `${entry.label} (${entry.childrenCount ?? '?'})`;
}

export default function LazyLoadingUnknownCount() {
  const [dataSource] = React.useState(() => {
    // Counting the entries of these two folders is too slow for this server, so it sends `null`.
    const server = createDriveServer({ hideCountOf: ['archive-2024', 'shared'] });
    return {
      getChildrenCount,
      getTreeItems: (parentId?: string) => server.listFolder(parentId),
    };
  });

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeViewPro
        items={NO_ITEMS}
        dataSource={dataSource}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['projects']}
      />
    </Box>
  );
}
