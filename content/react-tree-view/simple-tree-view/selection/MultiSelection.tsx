import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Photo albums"
        multiSelect
        defaultExpandedItems={['iceland-2023', 'kyoto-2024']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="iceland-2023" label="Iceland, 2023">
          <TreeItem itemId="IMG_0412.jpg" label="Skógafoss at dawn" />
          <TreeItem itemId="IMG_0437.jpg" label="Black sand beach" />
          <TreeItem itemId="IMG_0501.jpg" label="Northern lights over Vík" />
        </TreeItem>
        <TreeItem itemId="kyoto-2024" label="Kyoto, 2024">
          <TreeItem itemId="IMG_1120.jpg" label="Fushimi Inari gates" />
          <TreeItem itemId="IMG_1188.jpg" label="Bamboo grove" />
        </TreeItem>
        <TreeItem itemId="family" label="Family">
          <TreeItem itemId="IMG_2004.jpg" label="Grandma's 90th birthday" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {selected.length} selected: {selected.length > 0 ? selected.join(', ') : '—'}
      </Typography>
    </Box>
  );
}
