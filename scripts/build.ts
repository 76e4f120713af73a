/**
 * `npm run build`: generates the API data, compiles the content, runs the Next.js static export and moves it to export/
 * (one index.html per route directory, trailing-slash URLs, 404.html), then writes the machine-readable docs (a Markdown twin
 * beside every page, llms.txt, llms-full.txt, sitemap.xml, robots.txt), the search index (export/pagefind/), the
 * service worker (export/x/sw.js), and Brotli and gzip copies of the compressible files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_DIR, writeBuildStamp } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
// No network at build time: no telemetry, and no lockfile "repair" that asks the registry for swc builds.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', MUI_X_TELEMETRY_DISABLED: 'true', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

function step(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const started = performance.now();
step('[1/7] Generating the API reference data', process.execPath, ['--import', 'tsx', 'scripts/api-generate.ts']);
step('[2/7] Compiling content', process.execPath, ['--import', 'tsx', 'scripts/build-content.ts']);
step('[3/7] Building the static site', process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build']);
fs.rmSync(path.join(root, EXPORT_DIR), { recursive: true, force: true });
fs.renameSync(path.join(root, 'out'), path.join(root, EXPORT_DIR));
step('[4/7] Writing the Markdown twins, llms.txt, sitemap.xml and robots.txt', process.execPath, ['--import', 'tsx', 'scripts/build-ai-docs.ts']);
step('[5/7] Building the search index', process.execPath, ['--import', 'tsx', 'scripts/build-search.ts']);
step('[6/7] Writing the service worker', process.execPath, ['--import', 'tsx', 'scripts/build-sw.ts']);
step('[7/7] Precompressing scripts, styles and text', process.execPath, ['--import', 'tsx', 'scripts/build-compress.ts']);
writeBuildStamp(root);
console.log(`\nSite written to ${EXPORT_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
