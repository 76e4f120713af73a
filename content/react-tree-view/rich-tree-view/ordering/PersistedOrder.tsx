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

// The saved order lives in localStorage, outside React. These functions let
// `useSyncExternalStore` read it and re-render when it changes.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Changes made in another tab of the same site.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing saved.
    return null;
  }
}

function writeSaved(value: string | null) {
  try {
    if (value === null) {
      window.localStorage.removeItem(STORAGE_KEY);
    } else {
      window.localStorage.setItem(STORAGE_KEY, value);
    }
  } catch {
    // Quota or privacy-mode errors: the new order still shows on screen.
  }
  listeners.forEach((listener) => listener());
}

function parseBookmarks(saved: string | null): Bookmark[] | null {
  if (!saved) {
    return null;
  }
  try {
    return JSON.parse(saved) as Bookmark[];
  } catch {
    // Corrupted: keep the default order.
    return null;
  }
}

export default function PersistedOrder() {
  // On the server and during hydration, nothing is saved: both render the default order. Right
  // after hydration, React reads the browser's copy and renders again if there is one.
  const saved = React.useSyncExternalStore(subscribe, readSaved, () => null);
  const savedBookmarks = React.useMemo(() => parseBookmarks(saved), [saved]);
  // The order made on this page since it loaded. It shows even if the browser refused to save it.
  const [moved, setMoved] = React.useState<Bookmark[] | null>(null);

  const bookmarks = moved ?? savedBookmarks ?? defaultBookmarks;
  let status: keyof typeof statusText = 'default';
  if (moved) {
    status = 'changed';
  } else if (savedBookmarks) {
    status = 'restored';
  }

  const handleItemPositionChange = React.useCallback(
    ({ itemId, newPosition }: { itemId: TreeViewItemId; newPosition: ItemPosition }) => {
      const next = moveItem(bookmarks, itemId, newPosition);
      setMoved(next);
      writeSaved(JSON.stringify(next));
    },
    [bookmarks],
  );

  const handleReset = () => {
    setMoved(null);
    writeSaved(null);
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
