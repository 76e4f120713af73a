import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'module-1',
    label: 'Module 1: Getting started with Python',
    children: [
      { id: 'lesson-1-1', label: 'Installing Python' },
      { id: 'lesson-1-2', label: 'Variables and types' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2: Working with data',
    children: [
      { id: 'lesson-2-1', label: 'Lists and dictionaries' },
      { id: 'lesson-2-2', label: 'Reading CSV files' },
      { id: 'lesson-2-3', label: 'Plotting a chart' },
    ],
  },
];

// Modules are fixed by the curriculum; only lessons (items without children) can be renamed.
const isLesson = (item: TreeViewDefaultItemModelProperties) =>
  !item.children || item.children.length === 0;

export default function EditableLeavesOnly() {
  return (
    <Box sx={{ minHeight: 270, minWidth: 300 }}>
      <RichTreeView
        items={syllabus}
        defaultExpandedItems={['module-1', 'module-2']}
        isItemEditable={isLesson}
      />
    </Box>
  );
}
