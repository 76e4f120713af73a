import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const reportOutline: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'summary',
    label: 'Executive summary',
    children: [
      { id: 'highlights', label: 'Highlights of the year' },
      { id: 'letter', label: 'Letter from the chair' },
    ],
  },
  {
    id: 'results',
    label: 'Financial results',
    children: [
      { id: 'revenue', label: 'Revenue by region' },
      { id: 'costs', label: 'Operating costs' },
      { id: 'outlook', label: 'Outlook' },
    ],
  },
  { id: 'appendix', label: 'Appendix' },
];

export default function EditableLabels() {
  return (
    <Box sx={{ minHeight: 290, minWidth: 260 }}>
      <RichTreeView
        items={reportOutline}
        defaultExpandedItems={['summary', 'results']}
        isItemEditable
      />
    </Box>
  );
}
