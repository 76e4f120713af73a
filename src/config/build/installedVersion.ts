import fs from 'node:fs';
import path from 'node:path';

/** The installed MUI X version, read from the package itself (all @mui/x-* are pinned together). */
export function readInstalledMuiXVersion(root: string): string {
  const file = path.join(root, 'node_modules/@mui/x-data-grid/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
