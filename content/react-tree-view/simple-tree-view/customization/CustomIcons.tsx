import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Board game shelf"
        defaultExpandedItems={['strategy']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: CasinoOutlinedIcon,
        }}
        slotProps={{
          endIcon: { color: 'disabled' },
        }}
      >
        <TreeItem itemId="strategy" label="Strategy">
          <TreeItem itemId="terraforming-mars" label="Terraforming Mars" />
          <TreeItem itemId="brass" label="Brass: Birmingham" />
          <TreeItem itemId="azul" label="Azul" />
        </TreeItem>
        <TreeItem itemId="party" label="Party games">
          <TreeItem itemId="codenames" label="Codenames" />
          <TreeItem itemId="dixit" label="Dixit" />
        </TreeItem>
        <TreeItem itemId="cooperative" label="Cooperative">
          <TreeItem itemId="pandemic" label="Pandemic" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
