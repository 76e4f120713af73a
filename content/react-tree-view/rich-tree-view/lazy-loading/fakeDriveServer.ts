/**
 * A fake file server for the lazy-loading demos: the shared drive of a small design studio,
 * kept in memory and answered after a delay, like a request over the network.
 * Each call to `createDriveServer()` returns a server with its own copy of the drive.
 */

/** What the server sends for one entry of a folder. */
export interface DriveEntry {
  id: string;
  label: string;
  type: 'folder' | 'file';
  /** Number of entries inside a folder, `null` when the server does not report it, 0 for a file. */
  childrenCount: number | null;
  /** Sent only for small folders, when the server is created with `inlineUpTo`. */
  children?: DriveEntry[];
}

interface DriveNode {
  id: string;
  label: string;
  children?: DriveNode[];
}

const folder = (id: string, label: string, children: DriveNode[]): DriveNode => ({
  id,
  label,
  children,
});
const file = (id: string, label: string): DriveNode => ({ id, label });

const DRIVE: DriveNode[] = [
  folder('projects', 'Projects', [
    folder('harbor', 'Harbor Museum rebrand', [
      file('harbor-brief', 'Client brief.pdf'),
      file('harbor-moodboard', 'Moodboard.fig'),
      folder('harbor-logos', 'Logos', [
        file('harbor-logo-primary', 'logo-primary.svg'),
        file('harbor-logo-mono', 'logo-mono.svg'),
        file('harbor-favicon', 'favicon.png'),
      ]),
      folder('harbor-signage', 'Signage', [
        file('harbor-entrance', 'Entrance banner.pdf'),
        file('harbor-wayfinding', 'Wayfinding map.pdf'),
      ]),
    ]),
    folder('lumen', 'Café Lumen website', [
      file('lumen-sitemap', 'Sitemap.pdf'),
      folder('lumen-wireframes', 'Wireframes', [
        file('lumen-home', 'Home.fig'),
        file('lumen-menu', 'Menu.fig'),
        file('lumen-booking', 'Booking.fig'),
      ]),
      folder('lumen-copy', 'Copy', [file('lumen-copy-home', 'Home page text.docx')]),
    ]),
    folder('archive-2024', '2024 archive', [
      file('archive-ferry', 'Ferry timetable redesign.zip'),
      file('archive-bakery', 'Bakery packaging.zip'),
      file('archive-festival', 'Jazz festival posters.zip'),
    ]),
  ]),
  folder('marketing', 'Marketing', [
    file('marketing-guidelines', 'Brand guidelines.pdf'),
    file('marketing-calendar', 'Social calendar.xlsx'),
    folder('marketing-spring', 'Spring launch', [
      file('marketing-spring-plan', 'Campaign plan.docx'),
      file('marketing-spring-budget', 'Ad budget.xlsx'),
    ]),
  ]),
  folder('finance', 'Finance', [
    file('finance-budget', 'Budget 2025.xlsx'),
    folder('finance-invoices', 'Invoices', [
      file('finance-inv-0412', 'INV-0412 Harbor Museum.pdf'),
      file('finance-inv-0413', 'INV-0413 Café Lumen.pdf'),
    ]),
    folder('finance-payroll', 'Payroll', [file('finance-payroll-march', 'March payslips.zip')]),
  ]),
  folder('people', 'People', [
    file('people-handbook', 'Team handbook.pdf'),
    folder('people-onboarding', 'Onboarding', [
      file('people-checklist', 'First week checklist.docx'),
      file('people-accounts', 'Accounts to create.xlsx'),
    ]),
  ]),
  folder('scans', 'Scanner inbox', [
    file('scan-0001', 'Scan 0001.pdf'),
    file('scan-0002', 'Scan 0002.pdf'),
  ]),
  folder('shared', 'Shared with me', []),
  file('readme', 'Read me first.txt'),
];

export interface DriveServerOptions {
  /** Shortest and longest answer time, in milliseconds. */
  latency?: [number, number];
  /** Folders whose listing fails: on every request, or on every other request. */
  failures?: Record<string, 'always' | 'every-other'>;
  /** Folders whose number of entries the server does not report (`childrenCount: null`). */
  hideCountOf?: string[];
  /** Folders with at most this many entries are sent together with their content. */
  inlineUpTo?: number;
}

function copyNodes(nodes: DriveNode[]): DriveNode[] {
  return nodes.map((node) => ({ ...node, children: node.children && copyNodes(node.children) }));
}

export function createDriveServer(options: DriveServerOptions = {}) {
  const { latency = [300, 800], failures = {}, hideCountOf = [], inlineUpTo = 0 } = options;
  const root: DriveNode = { id: 'root', label: 'Drive', children: copyNodes(DRIVE) };
  const nodes = new Map<string, DriveNode>();
  const parents = new Map<string, string | null>();
  const register = (node: DriveNode, parentId: string | null) => {
    nodes.set(node.id, node);
    parents.set(node.id, parentId);
    node.children?.forEach((child) => register(child, node.id));
  };
  root.children!.forEach((node) => register(node, null));
  const attempts = new Map<string, number>();
  let createdFiles = 0;

  const wait = () =>
    new Promise<void>((resolve) => {
      const [min, max] = latency;
      setTimeout(resolve, min + Math.round(Math.random() * (max - min)));
    });

  const toEntry = (node: DriveNode, depth: number): DriveEntry => {
    if (!node.children) {
      return { id: node.id, label: node.label, type: 'file', childrenCount: 0 };
    }
    const entry: DriveEntry = {
      id: node.id,
      label: node.label,
      type: 'folder',
      childrenCount: hideCountOf.includes(node.id) ? null : node.children.length,
    };
    if (depth < 3 && node.children.length > 0 && node.children.length <= inlineUpTo) {
      entry.children = node.children.map((child) => toEntry(child, depth + 1));
    }
    return entry;
  };

  return {
    /** Lists a folder; without an id, the top level of the drive. */
    async listFolder(folderId?: string): Promise<DriveEntry[]> {
      await wait();
      const node = folderId === undefined ? root : nodes.get(folderId);
      if (!node?.children) {
        throw new Error(`404: no folder "${folderId}" on the drive`);
      }
      const attempt = (attempts.get(node.id) ?? 0) + 1;
      attempts.set(node.id, attempt);
      const failure = failures[node.id];
      if (failure === 'always' || (failure === 'every-other' && attempt % 2 === 1)) {
        throw new Error(
          failure === 'always'
            ? `403: you do not have access to "${node.label}"`
            : `503: the server did not answer in time`,
        );
      }
      return node.children.map((child) => toEntry(child, 0));
    },
    /** Stores a new file in a folder, as an upload or a scanner would. */
    addFile(folderId: string, label: string): DriveEntry {
      const parent = nodes.get(folderId);
      if (!parent?.children) {
        throw new Error(`404: no folder "${folderId}" on the drive`);
      }
      createdFiles += 1;
      const node = file(`${folderId}-new-${createdFiles}`, label);
      parent.children.push(node);
      register(node, folderId);
      return toEntry(node, 0);
    },
    /** Renames a file or a folder. */
    async rename(id: string, label: string): Promise<void> {
      await wait();
      const node = nodes.get(id);
      if (!node) {
        throw new Error(`404: no entry "${id}" on the drive`);
      }
      node.label = label;
    },
    /** The id of the folder holding an entry, `null` at the top level. */
    getParentId(id: string): string | null {
      return parents.get(id) ?? null;
    },
    /** The number of entries in a folder, as stored on the server right now. */
    countEntries(folderId: string): number {
      return nodes.get(folderId)?.children?.length ?? 0;
    },
  };
}

export type DriveServer = ReturnType<typeof createDriveServer>;
