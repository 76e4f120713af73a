import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'week-1',
    label: 'Week 1: Doughs',
    children: [
      { id: 'flour', label: 'Flour types and protein' },
      { id: 'hydration', label: 'Hydration and kneading' },
      { id: 'proofing', label: 'Proofing schedules' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Pastry',
    children: [
      { id: 'lamination', label: 'Laminated dough' },
      { id: 'choux', label: 'Choux pastry' },
    ],
  },
  {
    id: 'week-3',
    label: 'Week 3: Cakes',
    children: [
      { id: 'creaming', label: 'The creaming method' },
      { id: 'sponge', label: 'Whisked sponges' },
    ],
  },
  { id: 'final', label: 'Final assessment' },
];

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={syllabus}
        defaultExpandedItems={['week-1']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: ArticleOutlinedIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { opacity: 0.6 },
        }}
      />
    </Box>
  );
}
