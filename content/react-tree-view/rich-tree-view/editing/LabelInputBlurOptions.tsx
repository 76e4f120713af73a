import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type {
  TreeViewCancellableEvent,
  TreeViewDefaultItemModelProperties,
  TreeViewItemId,
} from '@mui/x-tree-view/models';

// A help centre: categories hold articles, whose titles are renamed in place.
const helpCentre: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'invoices', label: 'Download an invoice' },
      { id: 'vat', label: 'Add a VAT number' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'password', label: 'Reset your password' },
      { id: 'two-factor', label: 'Turn on two-factor sign-in' },
    ],
  },
];

type BlurMode = 'save' | 'discard' | 'keep';

const isArticle = (item: TreeViewDefaultItemModelProperties) => !item.children;

export default function LabelInputBlurOptions() {
  const apiRef = useRichTreeViewApiRef();
  const [mode, setMode] = React.useState<BlurMode>('discard');
  const [saved, setSaved] = React.useState<string[]>([]);

  // Props for every TreeItem of the tree. Memoized: a new object would re-render all items.
  const itemSlotProps = React.useMemo(() => {
    if (mode === 'save') {
      return undefined; // The default: leaving the input saves the text.
    }
    return {
      slotProps: {
        labelInput: {
          onBlur: (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
            // Runs before the tree's own handler, which then does not save.
            event.defaultMuiPrevented = true;
            if (mode === 'discard') {
              // Leaves editing mode without saving, like Escape.
              apiRef.current?.setEditedItem(null);
            }
          },
        },
      },
    };
  }, [mode, apiRef]);

  const handleItemLabelChange = (itemId: TreeViewItemId, newLabel: string) => {
    setSaved((prev) => [`${itemId}: "${newLabel}"`, ...prev].slice(0, 3));
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box>
        <Typography id="blur-mode-label" variant="body2" gutterBottom>
          When the title field loses the focus
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, value: BlurMode | null) => value && setMode(value)}
          aria-labelledby="blur-mode-label"
        >
          <ToggleButton value="save">Save (default)</ToggleButton>
          <ToggleButton value="discard">Discard</ToggleButton>
          <ToggleButton value="keep">Keep editing</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1, minWidth: 240, minHeight: 220 }}>
          <RichTreeView
            items={helpCentre}
            apiRef={apiRef}
            defaultExpandedItems={['billing', 'account']}
            isItemEditable={isArticle}
            onItemLabelChange={handleItemLabelChange}
            slotProps={{ item: itemSlotProps }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="subtitle2" gutterBottom>
            Saved titles
          </Typography>
          {saved.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Double-click an article, type, then click outside the field.
            </Typography>
          ) : (
            saved.map((entry, index) => (
              <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {entry}
              </Typography>
            ))
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
