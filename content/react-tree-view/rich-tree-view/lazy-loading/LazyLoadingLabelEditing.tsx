import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

const isFile = (entry: DriveEntry) => entry.type === 'file';

export default function LazyLoadingLabelEditing() {
  const apiRef = useRichTreeViewProApiRef<DriveEntry>();
  const [server] = React.useState(() => createDriveServer());
  const [dataSource] = React.useState(() => ({
    getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
    getTreeItems: (parentId?: string) => server.listFolder(parentId),
  }));
  const [reloadAfterSave, setReloadAfterSave] = React.useState(true);
  const [status, setStatus] = React.useState('Double-click a file name to rename it.');

  const handleItemLabelChange = async (itemId: string, newLabel: string) => {
    setStatus(`Saving "${newLabel}"…`);
    await server.rename(itemId, newLabel);
    if (reloadAfterSave) {
      // Replace the folder listing held in the cache, which still has the old name.
      await apiRef.current!.updateItemChildren(server.getParentId(itemId));
    }
    setStatus(`Saved "${newLabel}". Close and reopen its folder with the arrow.`);
  };

  return (
    <Box sx={{ minHeight: 360, width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={reloadAfterSave}
            onChange={(event) => setReloadAfterSave(event.target.checked)}
          />
        }
        label="Reload the folder after saving"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {status}
      </Typography>
      <RichTreeViewPro
        items={NO_ITEMS}
        dataSource={dataSource}
        apiRef={apiRef}
        defaultExpandedItems={['marketing']}
        isItemEditable={isFile}
        onItemLabelChange={handleItemLabelChange}
      />
    </Box>
  );
}
