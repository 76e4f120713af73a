import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// A language course where some content is locked until the learner upgrades.
interface CourseItem {
  id: string;
  label: string;
  locked?: boolean;
  children?: CourseItem[];
}

const course: CourseItem[] = [
  {
    id: 'unit-greetings',
    label: 'Unit 1: Greetings',
    children: [
      { id: 'greetings-vocab', label: 'Vocabulary: hello and goodbye' },
      { id: 'greetings-dialogue', label: 'Dialogue: meeting a neighbour' },
      { id: 'greetings-quiz', label: 'Quiz', locked: true },
    ],
  },
  {
    id: 'unit-market',
    label: 'Unit 2: At the market',
    locked: true,
    children: [
      { id: 'market-numbers', label: 'Numbers and prices' },
      { id: 'market-fruit', label: 'Fruit and vegetables' },
    ],
  },
  {
    id: 'unit-travel',
    label: 'Unit 3: Getting around',
    children: [
      { id: 'travel-directions', label: 'Asking for directions' },
      { id: 'travel-tickets', label: 'Buying a train ticket' },
    ],
  },
];

const isLocked = (item: CourseItem) => item.locked === true;

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <RichTreeView
        items={course}
        isItemDisabled={isLocked}
        defaultExpandedItems={['unit-greetings']}
      />
    </Box>
  );
}
