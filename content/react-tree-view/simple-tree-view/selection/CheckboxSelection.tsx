import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>(['basil']);

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Garden planting plan"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['herbs', 'vegetables']}
        defaultSelectedItems={['basil']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="herbs" label="Herbs">
          <TreeItem itemId="basil" label="Basil" />
          <TreeItem itemId="coriander" label="Coriander" />
          <TreeItem itemId="thyme" label="Thyme" />
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="courgette" label="Courgette" />
          <TreeItem itemId="runner-beans" label="Runner beans" />
        </TreeItem>
        <TreeItem itemId="flowers" label="Flowers">
          <TreeItem itemId="marigold" label="Marigold" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        To plant: {selected.length > 0 ? selected.join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
