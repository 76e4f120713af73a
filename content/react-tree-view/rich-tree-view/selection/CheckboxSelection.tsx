import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A shopping list grouped by supermarket aisle.
const shoppingList: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'produce',
    label: 'Fruit and vegetables',
    children: [
      { id: 'leeks', label: 'Leeks' },
      { id: 'lemons', label: 'Lemons' },
      { id: 'spinach', label: 'Baby spinach' },
    ],
  },
  {
    id: 'dairy',
    label: 'Dairy',
    children: [
      { id: 'yoghurt', label: 'Greek yoghurt' },
      { id: 'feta', label: 'Feta' },
    ],
  },
  {
    id: 'bakery',
    label: 'Bakery',
    children: [{ id: 'pitta', label: 'Wholemeal pitta' }],
  },
];

export default function CheckboxSelection() {
  const [inBasket, setInBasket] = React.useState<string[]>(['lemons']);

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        In the basket: {inBasket.join(', ') || 'nothing yet'}
      </Typography>
      <RichTreeView
        items={shoppingList}
        checkboxSelection
        multiSelect
        selectedItems={inBasket}
        onSelectedItemsChange={(_event, itemIds) => setInBasket(itemIds)}
        defaultExpandedItems={['produce', 'dairy', 'bakery']}
      />
    </Box>
  );
}
