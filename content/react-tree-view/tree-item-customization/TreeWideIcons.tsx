import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeWideIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Company departments"
        defaultExpandedItems={['engineering']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: PersonOutlineIcon,
        }}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="platform" label="Platform team">
            <TreeItem itemId="noor" label="Noor Haddad" />
            <TreeItem itemId="tomas" label="Tomás Ruiz" />
          </TreeItem>
          <TreeItem itemId="mobile" label="Mobile team">
            <TreeItem itemId="ines" label="Inès Moreau" />
          </TreeItem>
          <TreeItem itemId="cto" label="Grace Osei (CTO)" />
        </TreeItem>
        <TreeItem itemId="sales" label="Sales">
          <TreeItem itemId="kenji" label="Kenji Watanabe" />
          <TreeItem itemId="lena" label="Lena Fischer" />
        </TreeItem>
        <TreeItem itemId="ceo" label="Amara Eze (CEO)" />
      </SimpleTreeView>
    </Box>
  );
}
