import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties, TreeViewItemId } from '@mui/x-tree-view/models';

const manual: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'setup',
    label: 'Setting up the printer',
    children: [
      { id: 'unbox', label: 'Unboxing' },
      { id: 'cartridges', label: 'Installing cartridges' },
      { id: 'wifi', label: 'Wi-Fi pairing' },
    ],
  },
  {
    id: 'care',
    label: 'Care and cleaning',
    children: [
      { id: 'heads', label: 'Cleaning the print heads' },
      { id: 'jams', label: 'Clearing paper jams' },
    ],
  },
];

function collectLabels(
  items: TreeViewDefaultItemModelProperties[],
  labels: Record<TreeViewItemId, string> = {},
): Record<TreeViewItemId, string> {
  items.forEach((item) => {
    labels[item.id] = item.label;
    if (item.children) {
      collectLabels(item.children, labels);
    }
  });
  return labels;
}

const initialLabels = collectLabels(manual);

export default function RenameWithApi() {
  const apiRef = useRichTreeViewApiRef();
  // The current label of every item, kept in sync through `onItemLabelChange`.
  const [labels, setLabels] = React.useState(initialLabels);
  const [selectedId, setSelectedId] = React.useState<TreeViewItemId | null>('wifi');
  const [draft, setDraft] = React.useState(initialLabels.wifi);

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: TreeViewItemId | null,
  ) => {
    setSelectedId(itemId);
    setDraft(itemId ? labels[itemId] : '');
  };

  const trimmedDraft = draft.trim();
  const canApply =
    selectedId !== null && trimmedDraft !== '' && trimmedDraft !== labels[selectedId];

  const handleApply = () => {
    if (selectedId && canApply) {
      apiRef.current?.updateItemLabel(selectedId, trimmedDraft);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 260, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 250 }}>
        <RichTreeView
          apiRef={apiRef}
          items={manual}
          defaultExpandedItems={['setup', 'care']}
          selectedItems={selectedId}
          onSelectedItemsChange={handleSelectedItemsChange}
          onItemLabelChange={(itemId, newLabel) =>
            setLabels((prev) => ({ ...prev, [itemId]: newLabel }))
          }
        />
      </Box>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="subtitle2">Section properties</Typography>
        <TextField
          size="small"
          label="Title"
          value={draft}
          disabled={selectedId === null}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              handleApply();
            }
          }}
        />
        <Button
          variant="contained"
          disabled={!canApply}
          onClick={handleApply}
          sx={{ alignSelf: 'flex-start' }}
        >
          Apply title
        </Button>
        <Typography variant="body2" color="text.secondary">
          Selected: {selectedId ? labels[selectedId] : 'none'}
        </Typography>
      </Stack>
    </Stack>
  );
}
