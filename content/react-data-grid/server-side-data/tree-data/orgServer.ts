import type { GridColDef, GridGetRowsParams, GridSortModel } from '@mui/x-data-grid-pro';

/** A person in the organisation chart of a furniture maker. */
export interface Employee {
  /** The person's name, unique in the company: it is both the row id and the group key. */
  id: string;
  title: string;
  site: string;
  /** How many people report to this person directly, as counted by the server. */
  reports: number;
}

interface StoredEmployee extends Employee {
  manager: string | null;
}

const FIRST = ['Ada', 'Bo', 'Cyrus', 'Dana', 'Emeka', 'Freya', 'Goran', 'Hana', 'Iker', 'Jia'];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Silva',
  'Novak',
  'Haddad',
  'Kowalski',
  'Reyes',
  'Byrne',
  'Sato',
  'Mensah',
];
const SITES = ['Porto', 'Gdańsk', 'Leeds', 'Lyon'];
const DEPARTMENTS = [
  'Design',
  'Workshop',
  'Upholstery',
  'Logistics',
  'Sales',
  'Finance',
  'People',
  'Quality',
];

/** Builds the company: 8 heads of department, their team leads and their teams. */
function buildCompany(): StoredEmployee[] {
  const people: StoredEmployee[] = [];
  let next = 0;
  const add = (title: string, manager: string | null) => {
    // 10 first names × 12 last names: unique for the 120 people the company can hold.
    const unique = `${FIRST[next % FIRST.length]} ${LAST[Math.floor(next / FIRST.length) % LAST.length]}`;
    next += 1;
    const person: StoredEmployee = {
      id: unique,
      title,
      site: SITES[(next * 3) % SITES.length],
      reports: 0,
      manager,
    };
    people.push(person);
    return person;
  };
  DEPARTMENTS.forEach((department, d) => {
    const head = add(`Head of ${department}`, null);
    const leads = 2 + (d % 3);
    for (let l = 0; l < leads; l += 1) {
      const lead = add(`${department} team lead`, head.id);
      const members = (d + l) % 4 === 3 ? 0 : 2 + ((d * 2 + l) % 3);
      for (let m = 0; m < members; m += 1) {
        add(`${department} specialist`, lead.id);
      }
    }
  });
  people.forEach((person) => {
    person.reports = people.filter((other) => other.manager === person.id).length;
  });
  return people;
}

export const employeeColumns: GridColDef<Employee>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'site', headerName: 'Site', width: 100 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

function sortEmployees(rows: Employee[], model: GridSortModel): Employee[] {
  return [...rows].sort((a, b) => {
    for (const { field, sort } of model) {
      const left = a[field as keyof Employee];
      const right = b[field as keyof Employee];
      const order = left < right ? -1 : left > right ? 1 : 0;
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

export interface OrgAnswer {
  rows: Employee[];
  /** How many heads of department there are, before paging. Only in top-level answers. */
  total?: number;
}

/**
 * A fake HR server in the browser. It answers one level of the chart at a time: the heads of
 * department, or the direct reports of the person at the end of `groupKeys`. No network request
 * is made.
 */
export class OrgServer {
  private people = buildCompany();

  private failing = false;

  latencyMs: number;

  constructor(latencyMs = 700) {
    this.latencyMs = latencyMs;
  }

  /** While `true`, every new request fails. */
  setFailing(failing: boolean) {
    this.failing = failing;
  }

  /** `GET /employees?manager=…`: the direct reports of a manager, or the top of the chart. */
  getLevel(params: GridGetRowsParams & { groupKeys?: string[] }): Promise<OrgAnswer> {
    const failing = this.failing;
    const manager = params.groupKeys?.at(-1) ?? null;
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (failing) {
          reject(new Error(`HR server timeout while loading ${manager ?? 'the top level'}.`));
          return;
        }
        const level = this.people
          .filter((person) => person.manager === manager)
          .map(({ id, title, site, reports }) => ({ id, title, site, reports }));
        const sorted = sortEmployees(level, params.sortModel);
        // Only the top level is paged: a manager's reports come all at once.
        const rows = manager === null ? sorted.slice(Number(params.start), params.end + 1) : sorted;
        resolve({ rows, total: manager === null ? level.length : undefined });
      }, this.latencyMs);
    });
  }
}
