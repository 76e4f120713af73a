import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// The table of contents of an employee handbook: readers browse it, nothing gets selected.
const handbook: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'welcome',
    label: '1. Welcome',
    children: [
      { id: 'mission', label: '1.1 Our mission' },
      { id: 'first-week', label: '1.2 Your first week' },
    ],
  },
  {
    id: 'working-here',
    label: '2. Working here',
    children: [
      { id: 'hours', label: '2.1 Hours and remote work' },
      { id: 'leave', label: '2.2 Holidays and leave' },
      { id: 'expenses', label: '2.3 Expenses' },
    ],
  },
  { id: 'contacts', label: '3. Who to contact' },
];

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 300 }}>
      <RichTreeView items={handbook} disableSelection defaultExpandedItems={['welcome']} />
    </Box>
  );
}
