import type { GridColDef } from '@mui/x-data-grid-pro';

// The product backlog of a team building a recipe app, in priority order.

export type StoryStatus = 'To do' | 'In progress' | 'Done';

export interface Story {
  id: string;
  title: string;
  owner: string;
  points: number;
  status: StoryStatus;
  release: 'May' | 'June';
}

export const backlog: Story[] = [
  {
    id: 'RCP-14',
    title: 'Scale a recipe to any number of servings',
    owner: 'Noor',
    points: 5,
    status: 'In progress',
    release: 'May',
  },
  {
    id: 'RCP-09',
    title: 'Shopping list grouped by supermarket aisle',
    owner: 'Jonas',
    points: 8,
    status: 'To do',
    release: 'May',
  },
  {
    id: 'RCP-21',
    title: 'Timers that keep running in the background',
    owner: 'Mei',
    points: 3,
    status: 'To do',
    release: 'May',
  },
  {
    id: 'RCP-17',
    title: 'Import a recipe from a web page',
    owner: 'Noor',
    points: 13,
    status: 'To do',
    release: 'May',
  },
  {
    id: 'RCP-03',
    title: 'Metric and imperial units',
    owner: 'Kofi',
    points: 2,
    status: 'Done',
    release: 'May',
  },
  {
    id: 'RCP-25',
    title: 'Weekly meal planner',
    owner: 'Jonas',
    points: 8,
    status: 'To do',
    release: 'June',
  },
  {
    id: 'RCP-28',
    title: 'Nutrition facts per serving',
    owner: 'Mei',
    points: 5,
    status: 'To do',
    release: 'June',
  },
  {
    id: 'RCP-30',
    title: 'Share a collection with family',
    owner: 'Kofi',
    points: 3,
    status: 'To do',
    release: 'June',
  },
  {
    id: 'RCP-31',
    title: 'Hands-free step reading',
    owner: 'Noor',
    points: 8,
    status: 'To do',
    release: 'June',
  },
];

/** The columns most demos of this page start from. */
export const storyColumns: GridColDef<Story>[] = [
  { field: 'id', headerName: 'Key', width: 90 },
  { field: 'title', headerName: 'Story', flex: 1, minWidth: 240 },
  { field: 'owner', headerName: 'Owner', width: 90 },
  { field: 'points', headerName: 'Points', type: 'number', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'Done'],
    width: 110,
  },
];

/** Returns a copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}
