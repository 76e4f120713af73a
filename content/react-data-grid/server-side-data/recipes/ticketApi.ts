import type { GridColDef } from '@mui/x-data-grid';

/** A ticket in the help desk of a software company. */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  status: 'Open' | 'Waiting' | 'Solved';
}

const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows the wrong VAT',
  'Export to CSV is empty',
  'App crashes on start',
  'Request for a new seat',
  'Two-factor code not received',
  'Slow dashboard',
  'Webhook returns 401',
];
const CUSTOMERS = ['Northwind', 'Bluebird Ltd', 'Kestrel GmbH', 'Orchard SA', 'Tallis & Co'];
const PRIORITIES: Ticket['priority'][] = ['Low', 'Normal', 'High', 'Urgent'];
const STATUSES: Ticket['status'][] = ['Open', 'Waiting', 'Solved'];

let tickets: Ticket[] = Array.from({ length: 45 }, (_, index) => ({
  id: 1000 + index,
  subject: SUBJECTS[(index * 3) % SUBJECTS.length],
  customer: CUSTOMERS[(index * 7) % CUSTOMERS.length],
  priority: PRIORITIES[(index * 5) % PRIORITIES.length],
  status: STATUSES[(index + Math.floor(index / 4)) % STATUSES.length],
}));

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

/** How many requests the fake API has answered, for the demos to show. */
export const apiStats = { requests: 0 };

/** The body of an answer of `GET /api/tickets`. */
export interface TicketList {
  items: Ticket[];
  total: number;
}

interface FakeResponse<T> {
  ok: boolean;
  status: number;
  json: () => Promise<T>;
}

const RANK: Record<string, number> = { Low: 0, Normal: 1, High: 2, Urgent: 3 };

function compare(a: Ticket, b: Ticket, field: keyof Ticket): number {
  if (field === 'priority') {
    return RANK[a.priority] - RANK[b.priority];
  }
  return a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
}

/** Answers `GET /api/tickets?offset=&limit=&sort=field:dir&filter=field:value&q=words`. */
function listTickets(query: URLSearchParams): TicketList {
  const filters = query.getAll('filter').map((entry) => {
    const [field, ...value] = entry.split(':');
    return { field: field as keyof Ticket, value: value.join(':').toLowerCase() };
  });
  const words = (query.get('q') ?? '').toLowerCase().split(' ').filter(Boolean);
  let matching = tickets.filter(
    (ticket) =>
      filters.every(({ field, value }) => String(ticket[field]).toLowerCase().includes(value)) &&
      words.every((word) => Object.values(ticket).join(' ').toLowerCase().includes(word)),
  );
  const [sortField, direction] = (query.get('sort') ?? '').split(':');
  if (sortField) {
    matching = [...matching].sort(
      (a, b) => compare(a, b, sortField as keyof Ticket) * (direction === 'desc' ? -1 : 1),
    );
  }
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  return { items: matching.slice(offset, offset + limit), total: matching.length };
}

/**
 * A stand-in for `fetch` against the help desk's REST API. It reads the URL as a real server
 * would and answers after 600 ms; nothing leaves the browser.
 */
export function fakeFetch<T = TicketList>(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<FakeResponse<T>> {
  apiStats.requests += 1;
  return new Promise((resolve) => {
    setTimeout(() => {
      const parsed = new URL(url, 'https://helpdesk.example');
      let body: unknown;
      if (init.method === 'POST') {
        const fields = JSON.parse(init.body ?? '{}') as Partial<Ticket>;
        const ticket: Ticket = {
          id: Math.max(...tickets.map((row) => row.id)) + 1,
          subject: fields.subject ?? 'New ticket',
          customer: fields.customer ?? 'Northwind',
          priority: fields.priority ?? 'Normal',
          status: 'Open',
        };
        tickets = [ticket, ...tickets];
        body = ticket;
      } else {
        body = listTickets(parsed.searchParams);
      }
      resolve({ ok: true, status: 200, json: async () => body as T });
    }, 600);
  });
}
