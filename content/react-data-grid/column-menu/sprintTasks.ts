import type { GridColDef } from '@mui/x-data-grid';

// The backlog of one sprint in a fictional mobile banking app team.
export type TaskStatus = 'To do' | 'In progress' | 'In review' | 'Done';
export type TaskPriority = 'Low' | 'Medium' | 'High' | 'Urgent';

export interface SprintTask {
  id: string;
  title: string;
  area: string;
  assignee: string;
  status: TaskStatus;
  priority: TaskPriority;
  points: number;
  due: Date;
}

type RawTask = [string, string, string, TaskStatus, TaskPriority, number, string];

const raw: RawTask[] = [
  [
    'Biometric login on Android 15',
    'Authentication',
    'Yuki Tanaka',
    'In progress',
    'High',
    5,
    '2026-06-12',
  ],
  ['Round-up savings rule editor', 'Savings', 'Marta Nowak', 'To do', 'Medium', 8, '2026-06-19'],
  ['Card freeze toggle latency', 'Cards', 'Diego Alvarez', 'In review', 'Urgent', 3, '2026-06-09'],
  ['Export statements as PDF', 'Accounts', 'Aisha Bello', 'Done', 'Medium', 5, '2026-06-05'],
  ['Push notification opt-in copy', 'Onboarding', 'Marta Nowak', 'Done', 'Low', 1, '2026-06-04'],
  ['Split a payment with contacts', 'Payments', 'Yuki Tanaka', 'To do', 'High', 13, '2026-06-26'],
  [
    'Dark mode for the card screen',
    'Cards',
    'Liam O’Connor',
    'In progress',
    'Low',
    2,
    '2026-06-16',
  ],
  ['Retry failed transfers', 'Payments', 'Diego Alvarez', 'In progress', 'Urgent', 5, '2026-06-10'],
  [
    'Passport scan on older iPhones',
    'Onboarding',
    'Aisha Bello',
    'In review',
    'High',
    3,
    '2026-06-11',
  ],
  ['Monthly spending chart', 'Accounts', 'Liam O’Connor', 'To do', 'Medium', 8, '2026-06-24'],
  ['Session timeout warning', 'Authentication', 'Marta Nowak', 'Done', 'High', 2, '2026-06-03'],
  ['Standing order end date', 'Payments', 'Aisha Bello', 'To do', 'Low', 3, '2026-06-30'],
];

export const sprintTasks: SprintTask[] = raw.map(
  ([title, area, assignee, status, priority, points, due], index) => ({
    id: `MB-${214 + index}`,
    title,
    area,
    assignee,
    status,
    priority,
    points,
    due: new Date(`${due}T00:00:00`),
  }),
);

export const taskColumns: GridColDef<SprintTask>[] = [
  { field: 'id', headerName: 'Key', width: 90 },
  { field: 'title', headerName: 'Title', minWidth: 220, flex: 1 },
  { field: 'area', headerName: 'Area', width: 140 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'In review', 'Done'],
    width: 120,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'High', 'Urgent'],
    width: 110,
  },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];
