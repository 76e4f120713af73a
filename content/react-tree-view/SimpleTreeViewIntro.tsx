import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewIntro() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Trip itinerary" defaultExpandedItems={['lisbon']}>
        <TreeItem itemId="lisbon" label="Lisbon, 3 nights">
          <TreeItem itemId="alfama" label="Walk through Alfama" />
          <TreeItem itemId="tram" label="Tram 28 to Estrela" />
          <TreeItem itemId="belem" label="Belém tower and pastries" />
        </TreeItem>
        <TreeItem itemId="porto" label="Porto, 2 nights">
          <TreeItem itemId="ribeira" label="Ribeira riverside" />
          <TreeItem itemId="cellars" label="Port wine cellars" />
        </TreeItem>
        <TreeItem itemId="douro" label="Douro valley day trip">
          <TreeItem itemId="train" label="Scenic train to Pinhão" />
          <TreeItem itemId="boat" label="River boat back" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
