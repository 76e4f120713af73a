import type { GridColDef, GridFilterItem, GridFilterModel } from '@mui/x-data-grid';

/** A parcel in the depot of a courier. */
export interface Parcel {
  id: string;
  recipient: string;
  city: string;
  status: 'Sorting' | 'Out for delivery' | 'Delivered' | 'Held at depot';
  weightKg: number;
}

const RECIPIENTS = [
  'Anika Roy',
  'Bruno Costa',
  'Chloé Martin',
  'Dmitri Volkov',
  'Efua Mensah',
  'Farid Haddad',
  'Grace Liu',
  'Hugo Schmidt',
  'Isla Murray',
  'Jonas Berg',
];
const CITIES = ['Leeds', 'York', 'Hull', 'Sheffield', 'Bradford'];
const STATUSES: Parcel['status'][] = ['Sorting', 'Out for delivery', 'Delivered', 'Held at depot'];

/** The server's table: 40 parcels, the same on every load. */
const PARCELS: Parcel[] = Array.from({ length: 40 }, (_, index) => ({
  id: `YK-${String(48210 + index * 37)}`,
  recipient: RECIPIENTS[(index * 7) % RECIPIENTS.length],
  city: CITIES[(index * 3) % CITIES.length],
  status: STATUSES[(index * 5 + Math.floor(index / 4)) % STATUSES.length],
  weightKg: Math.round((0.4 + ((index * 13) % 29) * 0.55) * 10) / 10,
}));

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Tracking no.', width: 130 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 150,
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

/** What the server does with one filter item: the operators of the columns above. */
function matchesItem(parcel: Parcel, item: GridFilterItem): boolean {
  const cell = parcel[item.field as keyof Parcel];
  const text = String(cell).toLowerCase();
  const wanted = item.value;
  switch (item.operator) {
    case 'contains':
      return text.includes(String(wanted).toLowerCase());
    case 'doesNotContain':
      return !text.includes(String(wanted).toLowerCase());
    case 'equals':
    case 'is':
      return text === String(wanted).toLowerCase();
    case 'doesNotEqual':
    case 'not':
      return text !== String(wanted).toLowerCase();
    case 'startsWith':
      return text.startsWith(String(wanted).toLowerCase());
    case 'endsWith':
      return text.endsWith(String(wanted).toLowerCase());
    case 'isAnyOf':
      return (wanted as unknown[]).some((value) => String(value).toLowerCase() === text);
    case 'isEmpty':
      return text === '';
    case 'isNotEmpty':
      return text !== '';
    case '=':
      return Number(cell) === Number(wanted);
    case '!=':
      return Number(cell) !== Number(wanted);
    case '>':
      return Number(cell) > Number(wanted);
    case '>=':
      return Number(cell) >= Number(wanted);
    case '<':
      return Number(cell) < Number(wanted);
    case '<=':
      return Number(cell) <= Number(wanted);
    default:
      return true;
  }
}

/** An item the user is still filling in filters nothing, as on the client. */
function isComplete(item: GridFilterItem): boolean {
  if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') {
    return true;
  }
  if (Array.isArray(item.value)) {
    return item.value.length > 0;
  }
  return item.value !== undefined && item.value !== null && item.value !== '';
}

export interface ParcelQueryResult {
  rows: Parcel[];
  /** How many parcels match, before any paging. */
  total: number;
}

/**
 * The fake server: answers after `latencyMs` with the parcels that pass the model, or rejects
 * when `fail` is true. No network request is made.
 */
export function queryParcels(
  filterModel: GridFilterModel,
  options: { fail?: boolean; latencyMs?: number } = {},
): Promise<ParcelQueryResult> {
  const { fail = false, latencyMs = 600 } = options;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('The depot server is not answering (503).'));
        return;
      }
      const items = filterModel.items.filter(isComplete);
      const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
      const rows = PARCELS.filter((parcel) => {
        const itemResults = items.map((item) => matchesItem(parcel, item));
        const passesItems =
          items.length === 0 ||
          (filterModel.logicOperator === 'or'
            ? itemResults.some(Boolean)
            : itemResults.every(Boolean));
        const haystack = Object.values(parcel).join(' ').toLowerCase();
        const wordResults = words.map((word) => haystack.includes(word));
        const passesWords =
          words.length === 0 ||
          (filterModel.quickFilterLogicOperator === 'or'
            ? wordResults.some(Boolean)
            : wordResults.every(Boolean));
        return passesItems && passesWords;
      });
      resolve({ rows, total: rows.length });
    }, latencyMs);
  });
}
