import type {
  GridColDef,
  GridFilterItem,
  GridGetRowsParams,
  GridSortModel,
} from '@mui/x-data-grid-pro';

/** A departure from a regional airport over one season. */
export interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
  status: 'Scheduled' | 'Boarding' | 'Departed' | 'Delayed' | 'Cancelled';
}

const AIRLINES = ['NW', 'SK', 'LX', 'EI', 'TP', 'OS'];
const DESTINATIONS = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Frankfurt',
  'Geneva',
  'Helsinki',
  'Lisbon',
  'Milan',
  'Oslo',
  'Vienna',
];
export const FLIGHT_STATUSES: Flight['status'][] = [
  'Scheduled',
  'Boarding',
  'Departed',
  'Delayed',
  'Cancelled',
];

function makeFlight(index: number): Flight {
  const day = Math.floor(index / 12) + 1;
  const hour = 6 + (index % 12) + (index % 12 > 5 ? 2 : 0);
  const month = Math.floor((day - 1) / 30) + 4;
  return {
    id: index + 1,
    flight: `${AIRLINES[index % AIRLINES.length]} ${String(100 + ((index * 37) % 900))}`,
    destination: DESTINATIONS[(index * 5) % DESTINATIONS.length],
    departure: `2026-${String(month).padStart(2, '0')}-${String(((day - 1) % 30) + 1).padStart(2, '0')} ${String(hour).padStart(2, '0')}:${index % 2 === 0 ? '05' : '40'}`,
    gate: `${'ABC'[index % 3]}${(index % 14) + 1}`,
    status: FLIGHT_STATUSES[(index * 7 + (index % 5)) % FLIGHT_STATUSES.length],
  };
}

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departure', width: 150 },
  { field: 'gate', headerName: 'Gate', width: 70 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: FLIGHT_STATUSES,
    width: 110,
  },
];

function passes(flight: Flight, item: GridFilterItem): boolean {
  const text = String(flight[item.field as keyof Flight]).toLowerCase();
  if (item.value === undefined || item.value === null || item.value === '') {
    return true;
  }
  const wanted = String(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(wanted);
    case 'equals':
    case 'is':
      return text === wanted;
    case 'not':
    case 'doesNotEqual':
      return text !== wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    case 'isAnyOf':
      return (item.value as unknown[]).some((value) => String(value).toLowerCase() === text);
    default:
      return true;
  }
}

function sortFlights(flights: Flight[], model: GridSortModel): Flight[] {
  return [...flights].sort((a, b) => {
    for (const { field, sort } of model) {
      const left = a[field as keyof Flight];
      const right = b[field as keyof Flight];
      const order = left < right ? -1 : left > right ? 1 : 0;
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return a.id - b.id;
  });
}

export interface FlightAnswer {
  rows: Flight[];
  /** How many flights match, when the server is set to count them. */
  total?: number;
}

/**
 * A fake departures server in the browser: filters, sorts and returns the rows from `start` to
 * `end` after `latencyMs`, or fails on demand. No network request is made.
 */
export class FlightServer {
  private flights: Flight[];

  private failing = false;

  latencyMs: number;

  /** Every range asked for, oldest first, as "start–end". */
  readonly requests: string[] = [];

  constructor(size = 1000, latencyMs = 600) {
    this.flights = Array.from({ length: size }, (_, index) => makeFlight(index));
    this.latencyMs = latencyMs;
  }

  /** While `true`, every new request fails. */
  setFailing(failing: boolean) {
    this.failing = failing;
  }

  /** `GET /departures?from=…&to=…`; with `count`, the answer holds the number of matches. */
  getFlights(params: GridGetRowsParams, { count = true } = {}): Promise<FlightAnswer> {
    const failing = this.failing;
    this.requests.push(`${params.start}–${params.end}`);
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (failing) {
          reject(new Error(`Departures ${params.start}–${params.end} could not be loaded (502).`));
          return;
        }
        const matching = sortFlights(
          this.flights.filter((flight) =>
            params.filterModel.items.every((item) => passes(flight, item)),
          ),
          params.sortModel,
        );
        const rows = matching.slice(Number(params.start), params.end + 1);
        resolve({ rows, total: count ? matching.length : undefined });
      }, this.latencyMs);
    });
  }

  /** Changes made at the airport: a few flights change status. */
  updateStatusesElsewhere(): Flight[] {
    const changed: Flight[] = [];
    for (let i = 0; i < 4; i += 1) {
      const index = Math.floor(Math.random() * 40);
      const flight = this.flights[index];
      const status = FLIGHT_STATUSES[(FLIGHT_STATUSES.indexOf(flight.status) + 1) % 5];
      this.flights[index] = { ...flight, status };
      changed.push(this.flights[index]);
    }
    return changed;
  }
}
