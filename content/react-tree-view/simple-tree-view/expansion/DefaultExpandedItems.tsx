import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DefaultExpandedItems() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Travel destinations"
        defaultExpandedItems={['south-america', 'peru']}
      >
        <TreeItem itemId="south-america" label="South America">
          <TreeItem itemId="peru" label="Peru">
            <TreeItem itemId="cusco" label="Cusco" />
            <TreeItem itemId="arequipa" label="Arequipa" />
          </TreeItem>
          <TreeItem itemId="chile" label="Chile">
            <TreeItem itemId="valparaiso" label="Valparaíso" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="africa" label="Africa">
          <TreeItem itemId="morocco" label="Morocco">
            <TreeItem itemId="fes" label="Fes" />
          </TreeItem>
          <TreeItem itemId="namibia" label="Namibia" />
        </TreeItem>
        <TreeItem itemId="oceania" label="Oceania" />
      </SimpleTreeView>
    </Box>
  );
}
