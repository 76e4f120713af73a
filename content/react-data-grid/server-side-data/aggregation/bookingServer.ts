import type {
  GridAggregationFunctionDataSource,
  GridAggregationModel,
  GridColDef,
  GridFilterModel,
  GridSortModel,
} from '@mui/x-data-grid-premium';

/** A stay booked in one of the hotels of a small chain. */
export interface Booking {
  id: number;
  guest: string;
  hotel: string;
  city: string;
  roomType: string;
  nights: number;
  nightlyRate: number;
  revenue: number;
}

/** A row the server sends: a booking, or a group of bookings with its aggregated values. */
export type BookingRow = Omit<Partial<Booking>, 'id'> & {
  id: number | string;
  groupKey?: string;
  bookingCount?: number;
  aggregates?: Record<string, number>;
};

const HOTELS = [
  { hotel: 'Harbour House', city: 'Lisbon' },
  { hotel: 'Alfama Rooms', city: 'Lisbon' },
  { hotel: 'Canal Lofts', city: 'Amsterdam' },
  { hotel: 'Jordaan Inn', city: 'Amsterdam' },
  { hotel: 'Old Town Suites', city: 'Tallinn' },
];
const ROOMS = [
  { roomType: 'Single', rate: 85 },
  { roomType: 'Double', rate: 120 },
  { roomType: 'Family', rate: 165 },
  { roomType: 'Suite', rate: 240 },
];
const GUESTS = [
  'Ines Duarte',
  'Mark Jansen',
  'Liis Tamm',
  'Owen Price',
  'Sofia Greco',
  'Jonas Berg',
  'Aiko Mori',
  'Ravi Menon',
  'Clara Weiss',
  'Tomás Silva',
  'Eva Kask',
  'Noah Visser',
];

/** 60 bookings, the same on every load. */
export const BOOKINGS: Booking[] = Array.from({ length: 60 }, (_, index) => {
  const { hotel, city } = HOTELS[(index * 3 + Math.floor(index / 7)) % HOTELS.length];
  const room = ROOMS[(index * 5 + Math.floor(index / 4)) % ROOMS.length];
  const nights = 1 + ((index * 7) % 9);
  // Rates vary a little from one booking to the next, as they do with the season.
  const nightlyRate = room.rate + ((index * 13) % 5) * 10;
  return {
    id: index + 1,
    guest: GUESTS[(index * 7) % GUESTS.length],
    hotel,
    city,
    roomType: room.roomType,
    nights,
    nightlyRate,
    revenue: nights * nightlyRate,
  };
});

const currency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const bookingColumns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', width: 140 },
  { field: 'hotel', headerName: 'Hotel', width: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'roomType', headerName: 'Room', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  {
    field: 'nightlyRate',
    headerName: 'Rate',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

/**
 * The functions this server knows how to compute. With a data source, the grid offers only the
 * functions passed to `aggregationFunctions`: it computes none itself.
 */
export const bookingAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'Total', columnTypes: ['number'] },
  avg: { label: 'Average', columnTypes: ['number'] },
  min: { label: 'Lowest', columnTypes: ['number'] },
  max: { label: 'Highest', columnTypes: ['number'] },
  size: { label: 'Count' },
};

export interface BookingQuery {
  groupKeys?: string[];
  groupFields?: string[];
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
  aggregationModel?: GridAggregationModel;
  start?: number | string;
  end?: number;
}

export interface BookingAnswer {
  rows: BookingRow[];
  /** Sent for the top level only: the grid reads it as the number of rows of the whole grid. */
  rowCount?: number;
  aggregateRow?: Record<string, number>;
}

function matches(booking: Booking, filterModel: GridFilterModel) {
  return filterModel.items.every((item) => {
    if (item.value === undefined || item.value === '' || item.value === null) {
      return true;
    }
    const cell = booking[item.field as keyof Booking];
    switch (item.operator) {
      case 'contains':
        return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
      case 'equals':
      case 'is':
        return String(cell).toLowerCase() === String(item.value).toLowerCase();
      case '=':
        return Number(cell) === Number(item.value);
      case '>':
        return Number(cell) > Number(item.value);
      case '>=':
        return Number(cell) >= Number(item.value);
      case '<':
        return Number(cell) < Number(item.value);
      case '<=':
        return Number(cell) <= Number(item.value);
      default:
        return true;
    }
  });
}

/** Computes each function of the model over a set of bookings. */
export function aggregate(bookings: Booking[], model: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = bookings.map((booking) => Number(booking[field as keyof Booking]));
    if (fn === 'size') {
      result[field] = values.length;
    } else if (values.length === 0) {
      return;
    } else if (fn === 'sum') {
      result[field] = values.reduce((total, value) => total + value, 0);
    } else if (fn === 'avg') {
      const sum = values.reduce((total, value) => total + value, 0);
      result[field] = Math.round((sum / values.length) * 10) / 10;
    } else if (fn === 'min') {
      result[field] = Math.min(...values);
    } else if (fn === 'max') {
      result[field] = Math.max(...values);
    }
  });
  return result;
}

function compare(left: unknown, right: unknown) {
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left ?? '').localeCompare(String(right ?? ''));
}

/**
 * A stand-in for the booking system's API: answers after 600 ms, or rejects when `fail` is
 * true. It filters, groups one level at a time, sorts, pages, and aggregates what the model asks
 * for: per group, and over every booking that passes the filter for the footer.
 */
export function queryBookings(query: BookingQuery, fail = false): Promise<BookingAnswer> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('The booking system did not answer. Try again in a moment.'));
        return;
      }
      const groupKeys = query.groupKeys ?? [];
      const groupFields = query.groupFields ?? [];
      const filtered = BOOKINGS.filter((booking) => matches(booking, query.filterModel));
      const inParent = filtered.filter((booking) =>
        groupKeys.every((key, depth) => booking[groupFields[depth] as keyof Booking] === key),
      );
      // The footer row: computed over every booking that passes the filter, on every page.
      const aggregateRow = aggregate(filtered, query.aggregationModel);
      const [sort] = query.sortModel;
      const direction = sort?.sort === 'desc' ? -1 : 1;

      if (groupKeys.length < groupFields.length) {
        const field = groupFields[groupKeys.length] as keyof Booking;
        const groups = new Map<string, Booking[]>();
        inParent.forEach((booking) => {
          const key = String(booking[field]);
          groups.set(key, [...(groups.get(key) ?? []), booking]);
        });
        const rows: BookingRow[] = Array.from(groups, ([key, members]) => ({
          // The grouped value, in its own field, then what describes the group.
          ...({ [field]: key } as Partial<Booking>),
          id: `group:${[...groupKeys, key].join('/')}`,
          groupKey: key,
          bookingCount: members.length,
          aggregates: aggregate(members, query.aggregationModel),
        }));
        // A group is sorted by its aggregated value when the sorted column is aggregated.
        rows.sort((a, b) => {
          if (sort && sort.field !== field && a.aggregates?.[sort.field] !== undefined) {
            return direction * compare(a.aggregates[sort.field], b.aggregates?.[sort.field]);
          }
          return (sort?.field === field ? direction : 1) * compare(a.groupKey, b.groupKey);
        });
        resolve({ rows, rowCount: groupKeys.length === 0 ? rows.length : undefined, aggregateRow });
        return;
      }

      const sorted = sort
        ? [...inParent].sort(
            (a, b) =>
              direction * compare(a[sort.field as keyof Booking], b[sort.field as keyof Booking]),
          )
        : inParent;
      // Only the top level is paged; a group's bookings come all at once.
      const page =
        groupKeys.length === 0 && query.start !== undefined && query.end !== undefined
          ? sorted.slice(Number(query.start), query.end + 1)
          : sorted;
      resolve({
        rows: page,
        rowCount: groupKeys.length === 0 ? sorted.length : undefined,
        aggregateRow,
      });
    }, 600);
  });
}
