import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

export default function LazyLoadingRefreshFolder() {
  const apiRef = useRichTreeViewProApiRef<DriveEntry>();
  const [server] = React.useState(() => createDriveServer());
  const [dataSource] = React.useState(() => ({
    getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
    getTreeItems: (parentId?: string) => server.listFolder(parentId),
  }));
  const [selectedFolder, setSelectedFolder] = React.useState<DriveEntry | null>(null);
  const [uploads, setUploads] = React.useState(0);
  const [busy, setBusy] = React.useState(false);

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    const entry = itemId ? apiRef.current!.getItem(itemId) : null;
    setSelectedFolder(entry?.type === 'folder' ? entry : null);
  };

  const upload = async () => {
    if (!selectedFolder) {
      return;
    }
    const folderId = selectedFolder.id;
    const wasEmpty = server.countEntries(folderId) === 0;
    server.addFile(folderId, `Upload ${uploads + 1}.pdf`);
    setUploads(uploads + 1);
    setBusy(true);
    // Load the folder again: its listing in the cache is replaced too.
    await apiRef.current!.updateItemChildren(folderId);
    if (wasEmpty) {
      // The folder was not expandable: reload its parent so the tree reads its new count.
      await apiRef.current!.updateItemChildren(server.getParentId(folderId));
    }
    apiRef.current!.setItemExpansion({ itemId: folderId, shouldBeExpanded: true });
    setBusy(false);
  };

  const reloadDrive = async () => {
    setBusy(true);
    await apiRef.current!.updateItemChildren(null);
    setBusy(false);
  };

  return (
    <Box sx={{ minHeight: 380, width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button
          size="small"
          variant="contained"
          disabled={!selectedFolder || busy}
          onClick={upload}
        >
          {selectedFolder
            ? `Upload a file to ${selectedFolder.label}`
            : 'Select a folder to upload to'}
        </Button>
        <Button size="small" variant="outlined" disabled={busy} onClick={reloadDrive}>
          Reload the top level
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {busy ? 'Refreshing…' : `${uploads} file${uploads === 1 ? '' : 's'} uploaded`}
      </Typography>
      <RichTreeViewPro
        items={NO_ITEMS}
        dataSource={dataSource}
        apiRef={apiRef}
        onSelectedItemsChange={handleSelectedItemsChange}
      />
    </Box>
  );
}
