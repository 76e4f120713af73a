import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface PackingItem {
  id: string;
  label: string;
  children?: PackingItem[];
}

const packingList: PackingItem[] = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'passport', label: 'Passport' },
      { id: 'tickets', label: 'Train tickets' },
      { id: 'insurance', label: 'Travel insurance card' },
    ],
  },
  {
    id: 'clothes',
    label: 'Clothes',
    children: [
      { id: 'raincoat', label: 'Raincoat' },
      { id: 'boots', label: 'Hiking boots' },
    ],
  },
  { id: 'charger', label: 'Phone charger' },
];

// The checkbox slot receives `visible`: false when checkbox selection is off for this item.
const RoundCheckbox = React.forwardRef<HTMLButtonElement, CheckboxProps & { visible?: boolean }>(
  function RoundCheckbox({ visible, ...other }, ref) {
    if (!visible) {
      return null;
    }
    return (
      <Checkbox
        ref={ref}
        {...other}
        size="small"
        icon={<RadioButtonUncheckedIcon />}
        checkedIcon={<CheckCircleIcon />}
        indeterminateIcon={<RemoveCircleIcon />}
        sx={{ p: 0 }}
      />
    );
  },
);

const itemSlotProps = { slots: { checkbox: RoundCheckbox } };

export default function RoundCheckboxDemo() {
  const [packed, setPacked] = React.useState<string[]>(['passport']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Packing list"
        items={packingList}
        defaultExpandedItems={['documents', 'clothes']}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={packed}
        onSelectedItemsChange={(_event, ids) => setPacked(ids)}
        slotProps={{ item: itemSlotProps }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Packed: {packed.length === 0 ? 'nothing yet' : packed.join(', ')}
      </Typography>
    </Box>
  );
}
