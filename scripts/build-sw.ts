/**
 * Writes the service worker of the build in export/ to export/x/sw.js and its copy for the
 * Chinese pages to export/zh/x/sw.js (one per docs area, each registered with its folder as scope:
 * SERVICE_WORKER_AREAS): the worker source (src/engine/serviceWorker/worker/sw.ts) bundled with
 * Workbox and the precache manifest read from the export. Run by `npm run build` after the static
 * export.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_WORKER_AREAS } from '../src/engine/serviceWorker/constants';
import { precacheManifest } from '../src/engine/serviceWorker/build/precacheManifest';
import { productionHost } from '../src/engine/serviceWorker/productionHost';
import { bundleWorker, workerBanner } from '../src/engine/serviceWorker/build/workerSource';
import { EXPORT_DIR } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const exportDir = path.join(root, EXPORT_DIR);

try {
  productionHost();
  const buildId = fs.readdirSync(path.join(exportDir, '_next/data'))[0] ?? 'unknown';
  const manifest = await precacheManifest(exportDir);
  const source = await bundleWorker(
    path.join(root, 'src/engine/serviceWorker/worker/sw.ts'),
    manifest,
    workerBanner(buildId, new Date()),
  );
  const scripts = Object.values(SERVICE_WORKER_AREAS).map((area) => area.script);
  for (const script of scripts) {
    const target = path.join(exportDir, script);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
  }
  console.log(
    `service worker: ${scripts.join(', ')}, ${manifest.length} files precached, ${(source.length / 1024).toFixed(1)} KB`,
  );
} catch (error) {
  console.error(`service worker: ${(error as Error).message}`);
  process.exit(1);
}
