import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import * as React from 'react';

type LessonStatus = 'published' | 'in review' | 'draft';

interface Lesson {
  id: string;
  label: string;
  status?: LessonStatus;
  children?: Lesson[];
}

const syllabus: Lesson[] = [
  {
    id: 'unit-1',
    label: 'Unit 1: Reading maps',
    children: [
      { id: 'scale', label: 'Scale and distance', status: 'published' },
      { id: 'contours', label: 'Contour lines', status: 'published' },
      { id: 'grid-refs', label: 'Grid references', status: 'in review' },
    ],
  },
  {
    id: 'unit-2',
    label: 'Unit 2: Navigation',
    children: [
      { id: 'compass', label: 'Using a compass', status: 'draft' },
      { id: 'night', label: 'Navigating at night', status: 'draft' },
    ],
  },
];

// Outlined chips draw their text in the colour itself: these keep 4.5:1 contrast in both modes.
const chipColor = { published: 'success', 'in review': 'primary', draft: 'default' } as const;

// RichTreeView renders this component for every item. It reads the item's own data
// with useTreeItemModel and passes a richer label to the default TreeItem.
const LessonItem = React.forwardRef(function LessonItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const lesson = useTreeItemModel<Lesson>(props.itemId);
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1 }}>
        {props.label}
      </Box>
      {lesson?.status && (
        <Chip
          size="small"
          variant="outlined"
          label={lesson.status}
          color={chipColor[lesson.status]}
        />
      )}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function StatusChipItem() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 320, maxWidth: 460 }}>
      <RichTreeView
        aria-label="Course lessons"
        items={syllabus}
        defaultExpandedItems={['unit-1', 'unit-2']}
        slots={{ item: LessonItem }}
      />
    </Box>
  );
}
