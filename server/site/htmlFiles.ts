import fs from 'node:fs';
import path from 'node:path';

/** Build assets only: never pages, and by far the most files, so the walk skips them. */
const SKIPPED_DIRS = new Set(['_next']);

/**
 * Lists the HTML files of the export, as POSIX paths relative to `exportDir`, sorted. The server
 * reads them once at startup (known routes, inline script hashes), so the walk stays synchronous
 * and small.
 */
export function listHtmlFiles(exportDir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(exportDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(relative === '' && SKIPPED_DIRS.has(entry.name))) walk(child);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        found.push(child);
      }
    }
  };
  walk('');
  return found.sort();
}
