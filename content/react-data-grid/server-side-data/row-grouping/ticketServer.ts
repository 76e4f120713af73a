import type { GridFilterModel, GridSortModel, GridColDef } from '@mui/x-data-grid-premium';

/** A ticket in the help desk of a software company. */
export interface Ticket {
  id: string;
  subject: string;
  team: string;
  priority: string;
  status: string;
  customer: string;
  ageDays: number;
}

/**
 * A row the server sends: a ticket, or a group of tickets. A group row holds the value it groups
 * by (in the grouped field), its key and the number of tickets in it.
 */
export type TicketRow = Partial<Ticket> & {
  id: string;
  groupKey?: string;
  ticketCount?: number;
};

const TEAMS = ['Billing', 'Integrations', 'Mobile app', 'Accounts', 'Reporting'];
const PRIORITIES = ['Urgent', 'High', 'Normal', 'Low'];
const STATUSES = ['New', 'In progress', 'Waiting on customer', 'Resolved'];
const CUSTOMERS = [
  'Alder & Finch',
  'Brightwater Foods',
  'Copperleaf Hotels',
  'Duna Logistics',
  'Everglow Studio',
  'Fjord Outdoor',
  'Greystone Legal',
  'Harbor Dental',
];
const SUBJECTS = [
  'Invoice shows the wrong VAT rate',
  'Webhook retries stopped',
  'App crashes when opening a report',
  'Cannot reset a password',
  'Export to CSV is missing a column',
  'Payment declined twice',
  'Calendar sync duplicates events',
  'Two-factor code never arrives',
  'Dashboard loads slowly',
  'Refund not visible on the statement',
  'Push notifications are late',
  'Single sign-on loops back to login',
];

/** 72 tickets, the same on every load. */
export const TICKETS: Ticket[] = Array.from({ length: 72 }, (_, index) => ({
  id: `T-${String(4100 + index)}`,
  subject: SUBJECTS[(index * 7) % SUBJECTS.length],
  team: TEAMS[(index * 3 + Math.floor(index / 5)) % TEAMS.length],
  priority: PRIORITIES[(index * 5 + Math.floor(index / 3)) % PRIORITIES.length],
  status: STATUSES[(index * 11 + Math.floor(index / 4)) % STATUSES.length],
  customer: CUSTOMERS[(index * 13) % CUSTOMERS.length],
  ageDays: 1 + ((index * 17) % 29),
}));

export const ticketColumns: GridColDef[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    width: 90,
    // Group rows have an id too, made by the server: show ticket numbers only.
    valueGetter: (value: string, row: TicketRow) => (row.groupKey ? '' : value),
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'team',
    headerName: 'Team',
    width: 130,
    type: 'singleSelect',
    valueOptions: TEAMS,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    type: 'singleSelect',
    valueOptions: PRIORITIES,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 170,
    type: 'singleSelect',
    valueOptions: STATUSES,
  },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'ageDays', headerName: 'Age (days)', type: 'number', width: 110 },
];

/** What the fake server is asked: the grid's `getRows` params, trimmed to what it reads. */
export interface TicketQuery {
  groupKeys?: string[];
  groupFields?: string[];
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

export interface TicketAnswer {
  rows: TicketRow[];
  /** Sent for the top level only: the grid reads it as the number of rows of the whole grid. */
  rowCount?: number;
}

const LATENCY_MS = 700;

function matches(ticket: Ticket, filterModel: GridFilterModel) {
  return filterModel.items.every((item) => {
    if (item.value === undefined || item.value === '' || item.value === null) {
      return true;
    }
    const cell = ticket[item.field as keyof Ticket];
    const value = item.value;
    switch (item.operator) {
      case 'contains':
        return String(cell).toLowerCase().includes(String(value).toLowerCase());
      case 'equals':
      case 'is':
      case '=':
        return String(cell).toLowerCase() === String(value).toLowerCase();
      case 'not':
      case '!=':
        return String(cell).toLowerCase() !== String(value).toLowerCase();
      case 'isAnyOf':
        return Array.isArray(value) ? value.includes(cell) : true;
      case '>':
        return Number(cell) > Number(value);
      case '<':
        return Number(cell) < Number(value);
      default:
        return true;
    }
  });
}

function compare(left: unknown, right: unknown) {
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left ?? '').localeCompare(String(right ?? ''));
}

/**
 * A stand-in for the help desk's API: answers after 700 ms, or rejects when `fail` is true.
 * With `groupFields`, it answers one level of the tree: the groups under `groupKeys`, or the
 * tickets themselves once every grouped field has a key.
 */
export function queryTickets(query: TicketQuery, fail = false): Promise<TicketAnswer> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const groupKeys = query.groupKeys ?? [];
      if (fail) {
        const where =
          groupKeys.length > 0 ? `the tickets of ${groupKeys.join(' › ')}` : 'the groups';
        reject(new Error(`The help desk API did not answer: ${where} could not be loaded.`));
        return;
      }
      const groupFields = query.groupFields ?? [];
      // Keep the tickets of the parent group, and those that pass the filter.
      const inParent = TICKETS.filter(
        (ticket) =>
          groupKeys.every((key, depth) => ticket[groupFields[depth] as keyof Ticket] === key) &&
          matches(ticket, query.filterModel),
      );
      const [sort] = query.sortModel;
      const direction = sort?.sort === 'desc' ? -1 : 1;

      if (groupKeys.length < groupFields.length) {
        // One level of groups: the distinct values of the next grouped field.
        const field = groupFields[groupKeys.length] as keyof Ticket;
        const counts = new Map<string, number>();
        inParent.forEach((ticket) => {
          const key = String(ticket[field]);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        });
        const groups: TicketRow[] = Array.from(counts, ([key, ticketCount]) => ({
          id: `group:${[...groupKeys, key].join('/')}`,
          groupKey: key,
          [field]: key,
          ticketCount,
        }));
        // Groups are sorted by their key, in the direction asked for that field.
        const groupDirection = sort?.field === field ? direction : 1;
        groups.sort((a, b) => groupDirection * compare(a.groupKey, b.groupKey));
        resolve({ rows: groups, rowCount: groupKeys.length === 0 ? groups.length : undefined });
        return;
      }

      const rows = sort
        ? [...inParent].sort(
            (a, b) =>
              direction * compare(a[sort.field as keyof Ticket], b[sort.field as keyof Ticket]),
          )
        : inParent;
      resolve({ rows, rowCount: groupKeys.length === 0 ? rows.length : undefined });
    }, LATENCY_MS);
  });
}
