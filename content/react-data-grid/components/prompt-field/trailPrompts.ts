import type {
  GridColDef,
  GridFilterItem,
  GridFilterModel,
  GridSortModel,
  PromptResponse,
} from '@mui/x-data-grid-premium';

/** A waymarked hiking trail in a European mountain range. */
export interface Trail {
  id: number;
  name: string;
  region: string;
  lengthKm: number;
  ascentM: number;
  difficulty: 'Easy' | 'Moderate' | 'Hard';
  loop: boolean;
}

const REGIONS = ['Alps', 'Dolomites', 'Pyrenees', 'Highlands', 'Tatras'];

export const trails: Trail[] = [
  {
    id: 1,
    name: 'Lac Blanc balcony',
    region: 'Alps',
    lengthKm: 9.5,
    ascentM: 1020,
    difficulty: 'Moderate',
    loop: false,
  },
  {
    id: 2,
    name: 'Tre Cime circuit',
    region: 'Dolomites',
    lengthKm: 10.2,
    ascentM: 480,
    difficulty: 'Easy',
    loop: true,
  },
  {
    id: 3,
    name: 'Brèche de Roland',
    region: 'Pyrenees',
    lengthKm: 12.4,
    ascentM: 1150,
    difficulty: 'Hard',
    loop: false,
  },
  {
    id: 4,
    name: 'Ben Nevis mountain track',
    region: 'Highlands',
    lengthKm: 16.1,
    ascentM: 1350,
    difficulty: 'Hard',
    loop: false,
  },
  {
    id: 5,
    name: 'Morskie Oko lake',
    region: 'Tatras',
    lengthKm: 17.0,
    ascentM: 420,
    difficulty: 'Easy',
    loop: false,
  },
  {
    id: 6,
    name: 'Seceda ridge',
    region: 'Dolomites',
    lengthKm: 8.3,
    ascentM: 650,
    difficulty: 'Moderate',
    loop: true,
  },
  {
    id: 7,
    name: 'Aletsch glacier path',
    region: 'Alps',
    lengthKm: 14.8,
    ascentM: 890,
    difficulty: 'Moderate',
    loop: false,
  },
  {
    id: 8,
    name: 'Cirque de Gavarnie',
    region: 'Pyrenees',
    lengthKm: 11.0,
    ascentM: 400,
    difficulty: 'Easy',
    loop: true,
  },
  {
    id: 9,
    name: 'Quiraing loop',
    region: 'Highlands',
    lengthKm: 6.8,
    ascentM: 330,
    difficulty: 'Easy',
    loop: true,
  },
  {
    id: 10,
    name: 'Rysy summit',
    region: 'Tatras',
    lengthKm: 18.6,
    ascentM: 1630,
    difficulty: 'Hard',
    loop: false,
  },
  {
    id: 11,
    name: 'Eiger trail',
    region: 'Alps',
    lengthKm: 6.0,
    ascentM: 180,
    difficulty: 'Easy',
    loop: false,
  },
  {
    id: 12,
    name: 'Via ferrata Brigata Tridentina',
    region: 'Dolomites',
    lengthKm: 7.5,
    ascentM: 1100,
    difficulty: 'Hard',
    loop: true,
  },
  {
    id: 13,
    name: 'Estany de Sant Maurici',
    region: 'Pyrenees',
    lengthKm: 15.3,
    ascentM: 760,
    difficulty: 'Moderate',
    loop: true,
  },
  {
    id: 14,
    name: 'Five Lakes Valley',
    region: 'Tatras',
    lengthKm: 21.5,
    ascentM: 1210,
    difficulty: 'Hard',
    loop: true,
  },
];

export const trailColumns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 200 },
  {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: REGIONS,
    width: 110,
  },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 110 },
  { field: 'ascentM', headerName: 'Ascent (m)', type: 'number', width: 100 },
  {
    field: 'difficulty',
    headerName: 'Difficulty',
    type: 'singleSelect',
    valueOptions: ['Easy', 'Moderate', 'Hard'],
    width: 100,
  },
  { field: 'loop', headerName: 'Loop', type: 'boolean', width: 70 },
];

type Sorting = PromptResponse['sorting'];
type Filters = PromptResponse['filters'];

/** What the stand-in understood of a prompt: the columns to sort and filter by. */
interface Understood {
  sorting: Sorting;
  filters: Filters;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Reads a few keywords; returns `null` when it finds none. "reset" and "show all" return an
 * empty answer, which clears the sorting and the filters.
 */
function understand(prompt: string): Understood | null {
  const text = prompt.toLowerCase();
  const result: Understood = { sorting: [], filters: [] };
  let found = /reset|show all|clear/.test(text);

  const difficulty = ['easy', 'moderate', 'hard'].find((word) => text.includes(word));
  if (difficulty) {
    result.filters.push({ column: 'difficulty', operator: 'is', value: capitalize(difficulty) });
    found = true;
  }
  const region = REGIONS.find((name) => text.includes(name.toLowerCase()));
  if (region) {
    result.filters.push({ column: 'region', operator: 'is', value: region });
    found = true;
  }
  if (/\bloops?\b|circular/.test(text)) {
    result.filters.push({ column: 'loop', operator: 'is', value: true });
    found = true;
  }
  // "under 10 km", "more than 1000 m": kilometres are the length, metres the ascent.
  const limits = text.matchAll(/(under|below|less than|over|above|more than)\s*(\d+)\s*(km|m)\b/g);
  for (const [, word, amount, unit] of limits) {
    result.filters.push({
      column: unit === 'km' ? 'lengthKm' : 'ascentM',
      operator: /under|below|less/.test(word) ? '<' : '>',
      value: Number(amount),
    });
    found = true;
  }

  if (/longest|shortest|by length/.test(text)) {
    const direction = /shortest|ascending/.test(text) ? 'asc' : 'desc';
    result.sorting.push({ column: 'lengthKm', direction });
    found = true;
  } else if (/steepest|flattest|by (ascent|climb)/.test(text)) {
    const direction = /flattest|ascending/.test(text) ? 'asc' : 'desc';
    result.sorting.push({ column: 'ascentM', direction });
    found = true;
  }
  return found ? result : null;
}

const NOT_UNDERSTOOD =
  'The local stand-in did not recognise this prompt. Try "hard trails in the Alps" or "longest loops first".';

/** Waits like a remote service would. */
const delay = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * A STAND-IN for a prompt-processing service, written for this page: no language model and no
 * network request. After 600 ms, it answers with the sort and filter models to apply, and a
 * sentence saying what it did; it rejects the prompts it does not understand.
 */
export async function interpretTrailPrompt(
  prompt: string,
): Promise<{ sortModel: GridSortModel; filterModel: GridFilterModel; reply: string }> {
  await delay(600);
  const understood = understand(prompt);
  if (!understood) {
    throw new Error(NOT_UNDERSTOOD);
  }
  const items: GridFilterItem[] = understood.filters.map((filter, index) => ({
    id: index,
    field: filter.column,
    operator: filter.operator,
    value: filter.value,
  }));
  const sortModel: GridSortModel = understood.sorting.map((sort) => ({
    field: sort.column,
    sort: sort.direction,
  }));
  const header = (field: string) =>
    trailColumns.find((column) => column.field === field)?.headerName ?? field;
  const parts = [
    ...understood.filters.map((f) => `${header(f.column)} ${f.operator} ${String(f.value)}`),
    ...understood.sorting.map((s) => `sorted by ${header(s.column)} (${s.direction})`),
  ];
  return {
    sortModel,
    filterModel: { items },
    reply: parts.length ? `Applied: ${parts.join(', ')}.` : 'Cleared the sorting and the filters.',
  };
}

/**
 * The same stand-in, shaped as the grid's `onPrompt`: it answers with a `PromptResponse`, which
 * the grid applies itself.
 */
export async function resolveTrailPrompt(
  prompt: string,
  // The column descriptions the grid sends; a real service passes them to its language model.
  promptContext: string,
  conversationId?: string,
): Promise<PromptResponse> {
  await delay(600);
  const understood = understand(prompt);
  if (!understood) {
    throw new Error(NOT_UNDERSTOOD);
  }
  return {
    conversationId: conversationId ?? 'local-trails',
    select: -1,
    filters: understood.filters,
    aggregation: {},
    sorting: understood.sorting,
    grouping: [],
    pivoting: {},
    chart: null,
  };
}
