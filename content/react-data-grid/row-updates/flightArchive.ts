import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid-pro';

// A fake server holding the past departures of the airport, generated once and always the same.
export interface ArchivedFlight {
  id: number;
  flight: string;
  destination: string;
  date: string; // YYYY-MM-DD
  delayMinutes: number;
}

const airlines = ['TP', 'LH', 'IB', 'AF', 'SK', 'EI', 'KL', 'BA', 'LX', 'AZ'];
const destinations = [
  'Porto',
  'Frankfurt',
  'Madrid',
  'Paris CDG',
  'Copenhagen',
  'Dublin',
  'Amsterdam',
  'London LHR',
  'Zurich',
  'Rome FCO',
  'Vienna',
  'Brussels',
];

// A small deterministic generator, so every visitor sees the same archive.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function createArchive(size: number): ArchivedFlight[] {
  const random = seededRandom(42);
  const firstDay = Date.UTC(2026, 0, 1);
  return Array.from({ length: size }, (_, index) => {
    const airline = airlines[Math.floor(random() * airlines.length)];
    const delayed = random() < 0.3;
    return {
      id: index + 1,
      flight: `${airline}${String(100 + Math.floor(random() * 9000)).padStart(4, '0')}`,
      destination: destinations[Math.floor(random() * destinations.length)],
      date: new Date(firstDay + Math.floor(index / 40) * 86_400_000).toISOString().slice(0, 10),
      delayMinutes: delayed ? 5 + Math.floor(random() * 120) : 0,
    };
  });
}

const archives = new Map<number, ArchivedFlight[]>();

/** Answers one request of the grid: sorts the archive, then returns rows `start` to `end`. */
export function queryArchive(
  params: GridGetRowsParams,
  options: { total: number; reportRowCount: boolean },
): Promise<GridGetRowsResponse> {
  let rows = archives.get(options.total);
  if (!rows) {
    rows = createArchive(options.total);
    archives.set(options.total, rows);
  }
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof ArchivedFlight;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) =>
      a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0,
    );
  }
  const start = Number(params.start);
  const page = rows.slice(start, params.end + 1);
  const response: GridGetRowsResponse = options.reportRowCount
    ? { rows: page, rowCount: rows.length }
    : { rows: page };
  // Pretend the network takes a moment.
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 350);
  });
}
