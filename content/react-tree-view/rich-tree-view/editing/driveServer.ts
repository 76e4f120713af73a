// A fake file server for the lazy-loading demo: folders are listed one level at a time,
// with a delay, and renames are stored on the "server" side.

export interface DriveEntry {
  id: string;
  label: string;
  /** Number of entries inside a folder; 0 for a file. */
  childrenCount: number;
}

interface StoredEntry {
  id: string;
  label: string;
  parentId: string | null;
}

const initialEntries: StoredEntry[] = [
  { id: 'clients', label: 'Clients', parentId: null },
  { id: 'harbour-bakery', label: 'Harbour Bakery', parentId: 'clients' },
  { id: 'logo-concepts', label: 'Logo concepts.fig', parentId: 'harbour-bakery' },
  { id: 'menu-board', label: 'Menu board v2.pdf', parentId: 'harbour-bakery' },
  { id: 'northwind', label: 'Northwind Cycling', parentId: 'clients' },
  { id: 'jersey-mockups', label: 'Jersey mockups.png', parentId: 'northwind' },
  { id: 'brand-guide', label: 'Brand guidelines.pdf', parentId: 'northwind' },
  { id: 'templates', label: 'Templates', parentId: null },
  { id: 'invoice', label: 'Invoice template.docx', parentId: 'templates' },
  { id: 'proposal', label: 'Proposal template.docx', parentId: 'templates' },
  { id: 'handbook', label: 'Team handbook.pdf', parentId: null },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDriveServer(latency = 500) {
  // Each server starts from a copy, so resetting the demo also resets the data.
  const entries = initialEntries.map((entry) => ({ ...entry }));

  const countChildren = (id: string) => entries.filter((entry) => entry.parentId === id).length;

  return {
    /** Lists the entries of a folder, or the top level when `parentId` is undefined. */
    async getChildren(parentId?: string): Promise<DriveEntry[]> {
      await wait(latency);
      // New objects on every call, as a JSON response would give.
      return entries
        .filter((entry) => entry.parentId === (parentId ?? null))
        .map((entry) => ({
          id: entry.id,
          label: entry.label,
          childrenCount: countChildren(entry.id),
        }));
    },

    /** Renames an entry. Rejects names without an extension, as a real server might. */
    async rename(id: string, label: string): Promise<void> {
      await wait(latency);
      if (!/\.[a-z0-9]+$/i.test(label)) {
        throw new Error(`"${label}" has no file extension`);
      }
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) {
        throw new Error(`No entry with the id "${id}"`);
      }
      entry.label = label;
    },
  };
}

export type DriveServer = ReturnType<typeof createDriveServer>;
