/**
 * Marks every script of the build (`export/_next/static/chunks/`) for eager compilation with V8's
 * explicit compile hint (see lib/compileHints.ts), and shifts their source maps when the build
 * wrote any. Run by `npm run build` after the static export, before the service worker's precache
 * list and the compressed copies are made from these files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_DIR } from './lib/buildStamp';
import { shiftSourceMap, withCompileHint } from './lib/compileHints';

const root = path.resolve(import.meta.dirname, '..');
const chunksDir = path.join(root, EXPORT_DIR, '_next/static/chunks');

if (!fs.existsSync(chunksDir)) {
  console.error(`✖ ${path.relative(root, chunksDir)} does not exist: run the Next.js build first`);
  process.exit(1);
}
let marked = 0;
for (const file of fs.readdirSync(chunksDir, { recursive: true }) as string[]) {
  if (!file.endsWith('.js')) continue;
  const full = path.join(chunksDir, file);
  const source = fs.readFileSync(full, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted === source) continue;
  fs.writeFileSync(full, hinted);
  if (fs.existsSync(`${full}.map`))
    fs.writeFileSync(`${full}.map`, shiftSourceMap(fs.readFileSync(`${full}.map`, 'utf8')));
  marked++;
}
console.log(`${marked} scripts marked for eager compilation`);
