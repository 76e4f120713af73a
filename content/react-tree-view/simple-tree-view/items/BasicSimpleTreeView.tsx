import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView aria-label="Recipe book">
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="buttermilk-pancakes" label="Buttermilk pancakes" />
          <TreeItem itemId="shakshuka" label="Shakshuka" />
          <TreeItem itemId="overnight-oats" label="Overnight oats" />
        </TreeItem>
        <TreeItem itemId="mains" label="Main courses">
          <TreeItem itemId="vegetarian" label="Vegetarian">
            <TreeItem itemId="mushroom-risotto" label="Mushroom risotto" />
            <TreeItem itemId="chana-masala" label="Chana masala" />
          </TreeItem>
          <TreeItem itemId="seafood" label="Seafood">
            <TreeItem itemId="paella" label="Seafood paella" />
            <TreeItem itemId="fish-tacos" label="Baja fish tacos" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tarte-tatin" label="Tarte tatin" />
          <TreeItem itemId="panna-cotta" label="Vanilla panna cotta" />
        </TreeItem>
        <TreeItem itemId="pantry-notes" label="Pantry notes" />
      </SimpleTreeView>
    </Box>
  );
}
