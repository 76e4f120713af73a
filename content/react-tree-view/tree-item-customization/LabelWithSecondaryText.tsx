import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface AlbumLabelProps {
  title: string;
  detail: string;
}

// The label prop accepts any React node. Keep the title first: in SimpleTreeView,
// type-ahead matches the beginning of the item's text content.
function AlbumLabel({ title, detail }: AlbumLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography component="span" noWrap sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" noWrap>
        {detail}
      </Typography>
    </Box>
  );
}

export default function LabelWithSecondaryText() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300, maxWidth: 420 }}>
      <SimpleTreeView aria-label="Music library" defaultExpandedItems={['nina', 'miles']}>
        <TreeItem itemId="nina" label="Nina Simone">
          <TreeItem
            itemId="little-girl-blue"
            label={<AlbumLabel title="Little Girl Blue" detail="1959 · 11 tracks" />}
          />
          <TreeItem
            itemId="pastel-blues"
            label={<AlbumLabel title="Pastel Blues" detail="1965 · 9 tracks" />}
          />
        </TreeItem>
        <TreeItem itemId="miles" label="Miles Davis">
          <TreeItem
            itemId="kind-of-blue"
            label={<AlbumLabel title="Kind of Blue" detail="1959 · 5 tracks" />}
          />
          <TreeItem
            itemId="bitches-brew"
            label={<AlbumLabel title="Bitches Brew" detail="1970 · 6 tracks" />}
          />
        </TreeItem>
        <TreeItem itemId="fela" label="Fela Kuti">
          <TreeItem
            itemId="zombie"
            label={<AlbumLabel title="Zombie" detail="1976 · 4 tracks" />}
          />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
