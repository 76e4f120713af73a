import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';
import { moveItem, type ItemPosition } from './reorderUtils';

type Bookmark = TreeViewDefaultItemModelProperties;

const STORAGE_KEY = 'tree-view-ordering-demo:bookmarks';

const defaultBookmarks: Bookmark[] = [
  {
    id: 'daily',
    label: 'Daily',
    children: [
      { id: 'mail', label: 'Team mail' },
      { id: 'calendar', label: 'Calendar' },
      { id: 'standup', label: 'Stand-up notes' },
    ],
  },
  {
    id: 'reference',
    label: 'Reference',
    children: [
      { id: 'style-guide', label: 'Writing style guide' },
      { id: 'api-docs', label: 'Internal API docs' },
    ],
  },
  { id: 'lunch', label: 'Lunch menu' },
];

const statusText = {
  default: 'Move an item, then reload the page',
  changed: 'New order saved in this browser',
  restored: 'Order restored from this browser',
};

export default function PersistedOrder() {
  const [bookmarks, setBookmarks] = React.useState(defaultBookmarks);
  const [status, setStatus] = React.useState<keyof typeof statusText>('default');

  // Read the saved tree after the first render, so server and client render the same markup.
  React.useEffect(() => {
    try {
      const saved = window.localStorage.getItem(STORAGE_KEY);
      if (saved) {
        setBookmarks(JSON.parse(saved) as Bookmark[]);
        setStatus('restored');
      }
    } catch {
      // Storage unavailable or corrupted: keep the default order.
    }
  }, []);

  // Write the tree whenever the user changed it.
  React.useEffect(() => {
    if (status !== 'changed') {
      return;
    }
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(bookmarks));
    } catch {
      // Quota or privacy-mode errors: the new order still shows on screen.
    }
  }, [bookmarks, status]);

  const handleItemPositionChange = React.useCallback(
    ({ itemId, newPosition }: { itemId: TreeViewItemId; newPosition: ItemPosition }) => {
      setBookmarks((prev) => moveItem(prev, itemId, newPosition));
      setStatus('changed');
    },
    [],
  );

  const handleReset = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to remove.
    }
    setBookmarks(defaultBookmarks);
    setStatus('default');
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={handleReset}>
          Reset order
        </Button>
        <Typography variant="body2" color="text.secondary">
          {statusText[status]}
        </Typography>
      </Stack>
      <RichTreeViewPro
        items={bookmarks}
        defaultExpandedItems={['daily', 'reference']}
        itemsReordering
        onItemPositionChange={handleItemPositionChange}
      />
    </Box>
  );
}
