export interface Lesson {
  id: string;
  title: string;
  locked?: boolean;
}

export interface Module {
  id: string;
  title: string;
  locked?: boolean;
  lessons: Lesson[];
}

/** An online photography course: some content is locked until the learner upgrades. */
export const syllabus: Module[] = [
  {
    id: 'basics',
    title: 'Module 1 · Camera basics',
    lessons: [
      { id: 'exposure-triangle', title: 'The exposure triangle' },
      { id: 'focus-modes', title: 'Focus modes explained' },
      { id: 'raw-vs-jpeg', title: 'RAW or JPEG?', locked: true },
    ],
  },
  {
    id: 'composition',
    title: 'Module 2 · Composition',
    lessons: [
      { id: 'rule-of-thirds', title: 'Beyond the rule of thirds' },
      { id: 'leading-lines', title: 'Leading lines' },
    ],
  },
  {
    id: 'lighting',
    title: 'Module 3 · Studio lighting',
    locked: true,
    lessons: [
      { id: 'key-light', title: 'Placing the key light' },
      { id: 'softboxes', title: 'Softboxes and diffusers' },
    ],
  },
  {
    id: 'editing',
    title: 'Module 4 · Editing workflow',
    lessons: [{ id: 'colour-grading', title: 'Colour grading' }],
  },
];
