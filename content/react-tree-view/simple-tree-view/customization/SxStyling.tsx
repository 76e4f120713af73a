import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SxStyling() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Course catalogue"
        defaultExpandedItems={['sciences', 'physics']}
        defaultSelectedItems="quantum"
        sx={(theme) => ({
          // Guide line on the left of every nested group.
          [`& .${treeItemClasses.groupTransition}`]: {
            marginLeft: '15px',
            borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.3)}`,
          },
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 0,
            py: 0.25,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            backgroundColor: 'transparent',
            boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
            [`& .${treeItemClasses.label}`]: { fontWeight: 600, color: 'primary.main' },
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 15 },
        })}
      >
        <TreeItem itemId="sciences" label="Natural sciences">
          <TreeItem itemId="physics" label="Physics">
            <TreeItem itemId="mechanics" label="Classical mechanics" />
            <TreeItem itemId="quantum" label="Quantum physics I" />
          </TreeItem>
          <TreeItem itemId="chemistry" label="Chemistry">
            <TreeItem itemId="organic" label="Organic chemistry" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="humanities" label="Humanities">
          <TreeItem itemId="philosophy" label="Philosophy of mind" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
