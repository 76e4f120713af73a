import type {
  GridColDef,
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridSortModel,
} from '@mui/x-data-grid';

/** An invoice sent by a small design studio to one of its clients. */
export interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
  status: 'Draft' | 'Sent' | 'Paid' | 'Overdue';
}

const CLIENTS = [
  'Alder & Finch',
  'Bluewater Dental',
  'Copperleaf Café',
  'Dunmore Cycles',
  'Eastgate Library',
  'Fernhill School',
  'Greystone Legal',
  'Harbour Yoga',
  'Ivy Lane Florist',
  'Juniper Books',
];
export const INVOICE_STATUSES: Invoice['status'][] = ['Draft', 'Sent', 'Paid', 'Overdue'];

function makeInvoice(index: number): Invoice {
  const month = (index % 12) + 1;
  const day = ((index * 7) % 27) + 1;
  return {
    id: `INV-${2401 + index}`,
    client: CLIENTS[(index * 3) % CLIENTS.length],
    issued: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    amount: 180 + ((index * 137) % 2900),
    status: INVOICE_STATUSES[(index * 5 + Math.floor(index / 3)) % INVOICE_STATUSES.length],
  };
}

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: INVOICE_STATUSES,
    width: 110,
  },
];

/** What the server does with one filter item, for the operators of the columns above. */
function passes(invoice: Invoice, item: GridFilterItem): boolean {
  const value = invoice[item.field as keyof Invoice];
  const text = String(value).toLowerCase();
  const wanted = item.value;
  if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') {
    return (text === '') === (item.operator === 'isEmpty');
  }
  if (wanted === undefined || wanted === null || wanted === '') {
    return true; // An item the user is still typing filters nothing.
  }
  const wantedText = String(wanted).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(wantedText);
    case 'doesNotContain':
      return !text.includes(wantedText);
    case 'equals':
    case 'is':
      return text === wantedText;
    case 'doesNotEqual':
    case 'not':
      return text !== wantedText;
    case 'startsWith':
      return text.startsWith(wantedText);
    case 'endsWith':
      return text.endsWith(wantedText);
    case 'isAnyOf':
      return (wanted as unknown[]).some((option) => String(option).toLowerCase() === text);
    case '=':
      return Number(value) === Number(wanted);
    case '!=':
      return Number(value) !== Number(wanted);
    case '>':
      return Number(value) > Number(wanted);
    case '>=':
      return Number(value) >= Number(wanted);
    case '<':
      return Number(value) < Number(wanted);
    case '<=':
      return Number(value) <= Number(wanted);
    default:
      return true;
  }
}

function filterInvoices(invoices: Invoice[], model: GridFilterModel): Invoice[] {
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  return invoices.filter((invoice) => {
    const results = model.items.map((item) => passes(invoice, item));
    const byItems =
      model.logicOperator === 'or' && results.length > 0
        ? results.some(Boolean)
        : results.every(Boolean);
    const haystack = Object.values(invoice).join(' ').toLowerCase();
    return byItems && words.every((word) => haystack.includes(word));
  });
}

function sortInvoices(invoices: Invoice[], model: GridSortModel): Invoice[] {
  return [...invoices].sort((a, b) => {
    for (const { field, sort } of model) {
      const left = a[field as keyof Invoice];
      const right = b[field as keyof Invoice];
      const order = left < right ? -1 : left > right ? 1 : 0;
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

export interface InvoicePage {
  rows: Invoice[];
  /** How many invoices match the filter, before paging. */
  total: number;
}

/**
 * A fake invoicing server that lives in the browser: it keeps its own table, answers after
 * `latencyMs` and fails on demand. No network request is ever made.
 */
export class InvoiceServer {
  private invoices: Invoice[];

  private failing = false;

  /** How many requests reached the server so far. */
  requestCount = 0;

  latencyMs: number;

  constructor(size = 60, latencyMs = 700) {
    this.invoices = Array.from({ length: size }, (_, index) => makeInvoice(index));
    this.latencyMs = latencyMs;
  }

  /** While `true`, every new request fails, as a server that is down would. */
  setFailing(failing: boolean) {
    this.failing = failing;
  }

  private respond<T>(answer: () => T, failure: string): Promise<T> {
    this.requestCount += 1;
    const failing = this.failing;
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (failing) {
          reject(new Error(failure));
        } else {
          resolve(answer());
        }
      }, this.latencyMs);
    });
  }

  /** `GET /invoices`: filters, sorts, then returns the rows from `start` to `end`. */
  getInvoices(params: GridGetRowsParams): Promise<InvoicePage> {
    return this.respond(() => {
      const matching = sortInvoices(
        filterInvoices(this.invoices, params.filterModel),
        params.sortModel,
      );
      const start = Number(params.start);
      return { rows: matching.slice(start, params.end + 1), total: matching.length };
    }, 'The invoicing server is not answering (503).');
  }

  /** `PUT /invoices/:id`: stores the invoice and returns the stored version. */
  saveInvoice(invoice: Invoice): Promise<Invoice> {
    return this.respond(() => {
      const saved = { ...invoice, amount: Math.round(invoice.amount * 100) / 100 };
      this.invoices = this.invoices.map((row) => (row.id === saved.id ? saved : row));
      return saved;
    }, `The invoicing server refused to save ${invoice.id} (503).`);
  }

  /** A change made by someone else, straight in the server's table: no request from the grid. */
  addInvoiceElsewhere(): Invoice {
    const invoice: Invoice = {
      ...makeInvoice(this.invoices.length),
      issued: '2025-12-31',
      status: 'Draft',
    };
    this.invoices = [invoice, ...this.invoices];
    return invoice;
  }

  /** Another change made elsewhere: the oldest unpaid invoice gets paid. */
  recordPaymentElsewhere(): Invoice | undefined {
    const unpaid = this.invoices.find((invoice) => invoice.status !== 'Paid');
    if (!unpaid) {
      return undefined;
    }
    const paid: Invoice = { ...unpaid, status: 'Paid' };
    this.invoices = this.invoices.map((invoice) => (invoice.id === paid.id ? paid : invoice));
    return paid;
  }
}
