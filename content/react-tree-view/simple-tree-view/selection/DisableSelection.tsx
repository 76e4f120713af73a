import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Table of contents"
        disableSelection
        defaultExpandedItems={['part-1']}
      >
        <TreeItem itemId="part-1" label="Part I · The voyage out">
          <TreeItem itemId="ch-1" label="1. Leaving Southampton" />
          <TreeItem itemId="ch-2" label="2. A storm in the Bay of Biscay" />
          <TreeItem itemId="ch-3" label="3. Landfall" />
        </TreeItem>
        <TreeItem itemId="part-2" label="Part II · The island">
          <TreeItem itemId="ch-4" label="4. The lighthouse keeper" />
          <TreeItem itemId="ch-5" label="5. Letters from home" />
        </TreeItem>
        <TreeItem itemId="epilogue" label="Epilogue" />
      </SimpleTreeView>
    </Box>
  );
}
