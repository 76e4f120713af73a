import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView aria-label="Office floors" defaultExpandedItems={['first']}>
        <TreeItem itemId="ground" label="Ground floor">
          <TreeItem itemId="reception" label="Reception" />
          <TreeItem itemId="cafe" label="Café" />
        </TreeItem>
        <TreeItem itemId="first" label="First floor">
          <TreeItem itemId="studio" label="Design studio" />
          <TreeItem itemId="meeting" label="Meeting rooms">
            <TreeItem itemId="fjord" label="Fjord (6 seats)" />
            <TreeItem itemId="tundra" label="Tundra (12 seats)" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="roof" label="Roof terrace" />
      </SimpleTreeView>
    </Box>
  );
}
