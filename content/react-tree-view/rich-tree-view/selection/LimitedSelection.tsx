import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// A university's elective catalogue: students may pick at most three courses.
interface Course {
  id: string;
  label: string;
  children?: Course[];
}

const electives: Course[] = [
  {
    id: 'humanities',
    label: 'Humanities',
    children: [
      { id: 'phil-201', label: 'PHIL 201 · Ethics of technology' },
      { id: 'hist-230', label: 'HIST 230 · Maritime history' },
    ],
  },
  {
    id: 'sciences',
    label: 'Sciences',
    children: [
      { id: 'bio-210', label: 'BIO 210 · Marine ecology' },
      { id: 'phys-150', label: 'PHYS 150 · Physics of music' },
      { id: 'cs-240', label: 'CS 240 · Creative coding' },
    ],
  },
];

const MAX_COURSES = 3;
const isDepartment = (course: Course) => course.children !== undefined;
// Ctrl + A would also add the departments: only course ids count.
const departmentIds = new Set(electives.filter(isDepartment).map((department) => department.id));

export default function LimitedSelection() {
  const [picked, setPicked] = React.useState<string[]>([]);

  const handleChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    const courses = itemIds.filter((id) => !departmentIds.has(id));
    // Refuse the change when it would go over the limit.
    if (courses.length <= MAX_COURSES) {
      setPicked(courses);
    }
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography
        variant="body2"
        sx={{ mb: 1 }}
        color={picked.length === MAX_COURSES ? 'warning.main' : 'text.primary'}
      >
        {picked.length} / {MAX_COURSES} electives chosen
      </Typography>
      <RichTreeView
        items={electives}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isDepartment}
        selectedItems={picked}
        onSelectedItemsChange={handleChange}
        defaultExpandedItems={['humanities', 'sciences']}
      />
    </Box>
  );
}
