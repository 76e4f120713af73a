import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

// Both trees start with every station of the Northern line selected,
// and one station of the Circle line.
const initialSelection = ['camden-town', 'euston', 'bank', 'westminster'];

function Stations({
  title,
  selectionPropagation,
}: {
  title: string;
  selectionPropagation?: TreeViewSelectionPropagation;
}) {
  return (
    <Box sx={{ flex: '1 1 220px' }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <SimpleTreeView
        aria-label={title}
        multiSelect
        checkboxSelection
        selectionPropagation={selectionPropagation}
        defaultExpandedItems={['northern', 'circle']}
        defaultSelectedItems={initialSelection}
      >
        <TreeItem itemId="northern" label="Northern line">
          <TreeItem itemId="camden-town" label="Camden Town" />
          <TreeItem itemId="euston" label="Euston" />
          <TreeItem itemId="bank" label="Bank" />
        </TreeItem>
        <TreeItem itemId="circle" label="Circle line">
          <TreeItem itemId="westminster" label="Westminster" />
          <TreeItem itemId="paddington" label="Paddington" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

export default function ParentCheckboxStates() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 300, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Stations title="No propagation" />
      <Stations
        title="parents + descendants"
        selectionPropagation={{ parents: true, descendants: true }}
      />
    </Box>
  );
}
