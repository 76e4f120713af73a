import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface LibraryItem {
  id: string;
  label: string;
  /** Number of tracks, set on playlists only. */
  tracks?: number;
  children?: LibraryItem[];
}

const library: LibraryItem[] = [
  {
    id: 'focus',
    label: 'Focus',
    children: [
      { id: 'deep-work', label: 'Deep work', tracks: 42 },
      { id: 'lofi', label: 'Lo-fi mornings', tracks: 18 },
    ],
  },
  {
    id: 'running',
    label: 'Running',
    children: [
      { id: 'tempo', label: 'Tempo run 170 BPM', tracks: 25 },
      { id: 'long-run', label: 'Sunday long run', tracks: 61 },
      { id: 'cooldown', label: 'Cool-down', tracks: 9 },
    ],
  },
  { id: 'liked', label: 'Liked songs', tracks: 314 },
];

// Folders show the total of their playlists.
function countTracks(item: LibraryItem): number {
  if (item.children) {
    return item.children.reduce((sum, child) => sum + countTracks(child), 0);
  }
  return item.tracks ?? 0;
}

function CountedTreeItem(props: TreeItemProps) {
  const item = useTreeItemModel<LibraryItem>(props.itemId);
  const count = item ? countTracks(item) : 0;

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {props.label}
          </Box>
          <Chip
            size="small"
            label={count}
            color={item?.children ? 'primary' : 'default'}
            variant={item?.children ? 'filled' : 'outlined'}
          />
        </Box>
      }
    />
  );
}

export default function LabelWithCount() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280, maxWidth: 400 }}>
      <RichTreeView
        items={library}
        defaultExpandedItems={['focus', 'running']}
        slots={{ item: CountedTreeItem }}
      />
    </Box>
  );
}
