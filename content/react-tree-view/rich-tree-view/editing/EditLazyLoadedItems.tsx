import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewItemId } from '@mui/x-tree-view/models';
import { createDriveServer, type DriveEntry } from './driveServer';

const isFile = (entry: DriveEntry) => entry.childrenCount === 0;

export default function EditLazyLoadedItems() {
  const apiRef = useRichTreeViewProApiRef();
  const [server] = React.useState(() => createDriveServer());
  const [saveToServer, setSaveToServer] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);

  const addToLog = (entry: string) => setLog((prev) => [entry, ...prev].slice(0, 5));

  // Stable object: the tree reads getTreeItems and getChildrenCount from it.
  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: TreeViewItemId) => server.getChildren(parentId),
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount,
    }),
    [server],
  );

  const handleItemsLazyLoaded = React.useCallback(
    ({ parentId, isCacheHit }: { parentId: TreeViewItemId | null; isCacheHit: boolean }) => {
      const folder = parentId ?? 'top level';
      addToLog(`${folder}: ${isCacheHit ? 'read from the cache' : 'fetched from the server'}`);
    },
    [],
  );

  const handleItemLabelChange = async (itemId: TreeViewItemId, newLabel: string) => {
    if (!saveToServer) {
      addToLog(`${itemId}: renamed in the tree only`);
      return;
    }
    const parentId = apiRef.current?.getParentId(itemId) ?? null;
    addToLog(`${itemId}: saving…`);
    try {
      await server.rename(itemId, newLabel);
      addToLog(`${itemId}: saved as "${newLabel}"`);
    } catch (error) {
      addToLog(`${itemId}: refused, ${(error as Error).message}`);
    }
    // Fetch the folder again, bypassing the cache: the tree and the cache now hold
    // the server's version, which is the new name, or the old one after a refusal.
    await apiRef.current?.updateItemChildren(parentId);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={saveToServer}
            onChange={(event) => setSaveToServer(event.target.checked)}
          />
        }
        label="Save renames to the server"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1, minWidth: 240, minHeight: 300 }}>
          <RichTreeViewPro
            aria-label="Shared drive"
            // Empty: the top level is fetched too, with getTreeItems() and no parent id.
            items={[]}
            apiRef={apiRef}
            dataSource={dataSource}
            isItemEditable={isFile}
            // With isItemEditable, only the arrow expands by default. Folders are not
            // editable here, so a click anywhere on their row may open them.
            expansionTrigger="content"
            onItemLabelChange={handleItemLabelChange}
            onItemsLazyLoaded={handleItemsLazyLoaded}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="subtitle2" gutterBottom>
            Requests and renames
          </Typography>
          {log.map((entry, index) => (
            <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry}
            </Typography>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
