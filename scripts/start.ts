/**
 * `npm start`: builds the site when export/ is missing or older than its sources, then serves
 * it at http://localhost:3000 (PORT overrides).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startServer } from '../server/server';
import { EXPORT_DIR, isExportFresh } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);

if (!isExportFresh(root)) {
  console.log('The site needs a build (export/ is missing or out of date). Building…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await startServer({ exportDir: path.join(root, EXPORT_DIR), port });
console.log(`\nMUI X docs are being served at http://localhost:${port}/x/introduction/`);
