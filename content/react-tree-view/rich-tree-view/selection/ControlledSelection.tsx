import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A hospital rota: wards and the nurses on shift.
const rota: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ward-cardiology',
    label: 'Cardiology',
    children: [
      { id: 'nurse-abebe', label: 'Selam Abebe' },
      { id: 'nurse-fischer', label: 'Jonas Fischer' },
    ],
  },
  {
    id: 'ward-paediatrics',
    label: 'Paediatrics',
    children: [
      { id: 'nurse-nguyen', label: 'Linh Nguyen' },
      { id: 'nurse-osei', label: 'Kwame Osei' },
      { id: 'nurse-ruiz', label: 'Lucía Ruiz' },
    ],
  },
];

const nightShift = ['nurse-fischer', 'nurse-osei'];

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['nurse-abebe']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(nightShift)}>
          Select night shift
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Typography>
      <RichTreeView
        items={rota}
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['ward-cardiology', 'ward-paediatrics']}
      />
    </Box>
  );
}
