import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const tripPlan: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'before',
    label: 'Before leaving',
    children: [
      { id: 'passports', label: 'Renew passports' },
      { id: 'insurance', label: 'Buy travel insurance' },
      { id: 'plants', label: 'Ask Sam to water the plants' },
    ],
  },
  {
    id: 'booking',
    label: 'Bookings',
    children: [
      { id: 'flights', label: 'Flights to Oslo' },
      { id: 'cabin', label: 'Cabin in Lofoten' },
      { id: 'car', label: 'Rental car' },
    ],
  },
  { id: 'packing', label: 'Packing list' },
];

export default function BasicReordering() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeViewPro
        items={tripPlan}
        defaultExpandedItems={['before', 'booking']}
        itemsReordering
      />
    </Box>
  );
}
