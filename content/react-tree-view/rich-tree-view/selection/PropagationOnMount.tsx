import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

// Folders of a laptop to include in a nightly backup.
const folders: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'tax-returns', label: 'Tax returns' },
      { id: 'contracts', label: 'Contracts' },
    ],
  },
  {
    id: 'pictures',
    label: 'Pictures',
    children: [
      { id: 'family', label: 'Family' },
      { id: 'screenshots', label: 'Screenshots' },
    ],
  },
  { id: 'downloads', label: 'Downloads' },
];

const propagation: TreeViewSelectionPropagation = { parents: true, descendants: true };

export default function PropagationOnMount() {
  // The saved backup plan only lists leaf folders; derive the parents from them once.
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items: folders,
    selectionPropagation: propagation,
    selectedItems: ['tax-returns', 'contracts', 'family'],
  });
  const [selected, setSelected] = React.useState<string[]>(initialSelection);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Backed up: {selected.join(', ') || 'nothing'}
      </Typography>
      <RichTreeView
        items={folders}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['documents', 'pictures']}
      />
    </Box>
  );
}
