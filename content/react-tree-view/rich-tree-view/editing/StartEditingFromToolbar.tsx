import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';

const sprint: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'task-login', label: 'Add passkey login' },
      { id: 'task-export', label: 'CSV export for invoices' },
    ],
  },
  {
    id: 'doing',
    label: 'In progress',
    children: [{ id: 'task-search', label: 'Faster search results' }],
  },
  {
    id: 'done',
    label: 'Done',
    children: [{ id: 'task-darkmode', label: 'Dark mode' }],
  },
];

const columnIds = new Set(['todo', 'doing', 'done']);

export default function StartEditingFromToolbar() {
  const apiRef = useRichTreeViewApiRef();
  const [selectedId, setSelectedId] = React.useState<TreeViewItemId | null>('task-export');

  const canRename = selectedId !== null && !columnIds.has(selectedId);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DriveFileRenameOutlineIcon />}
          disabled={!canRename}
          onClick={() => {
            if (selectedId) {
              // Puts the item in editing mode; its input receives the focus.
              apiRef.current?.setEditedItem(selectedId);
            }
          }}
        >
          Rename task
        </Button>
        <Typography variant="body2" color="text.secondary">
          Selected id: {selectedId ?? 'none'}
        </Typography>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        items={sprint}
        defaultExpandedItems={['todo', 'doing', 'done']}
        selectedItems={selectedId}
        onSelectedItemsChange={(_event, itemId) => setSelectedId(itemId)}
        // Columns are fixed: only tasks can be edited, from the button or from the keyboard.
        isItemEditable={(item) => !columnIds.has(item.id)}
      />
    </Box>
  );
}
