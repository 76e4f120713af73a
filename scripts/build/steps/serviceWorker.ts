import fs from 'node:fs';
import path from 'node:path';
import { precacheManifest } from '../../../src/engine/serviceWorker/build/precacheManifest';
import { bundleWorker, workerBanner } from '../../../src/engine/serviceWorker/build/workerSource';
import { SERVICE_WORKER_AREAS } from '../../../src/engine/serviceWorker/constants';
import { productionHost } from '../../../src/engine/serviceWorker/productionHost';
import type { BuildStep } from '../pipeline';

const WORKER_SOURCE = 'src/engine/serviceWorker/worker/sw.ts';

/**
 * Writes the service worker to export/x/sw.js and its copy for the Chinese pages to
 * export/zh/x/sw.js (one per docs area, each registered with its folder as scope:
 * SERVICE_WORKER_AREAS): the worker source bundled with Workbox and the precache manifest
 * workbox-build makes from the export.
 */
export const serviceWorkerStep: BuildStep = {
  name: 'Writing the service worker',
  reads: [WORKER_SOURCE, 'export/ (the shell pages and the files they load)'],
  writes: Object.values(SERVICE_WORKER_AREAS).map((area) => `export${area.script}`),
  changesExport: true,
  async run(site) {
    productionHost();
    const buildId = fs.readdirSync(path.join(site.exportDir, '_next/data'))[0] ?? 'unknown';
    const manifest = await precacheManifest(site.exportDir);
    const source = await bundleWorker(
      path.join(site.root, WORKER_SOURCE),
      manifest,
      workerBanner(buildId, new Date()),
    );
    const scripts = Object.values(SERVICE_WORKER_AREAS).map((area) => area.script);
    for (const script of scripts) {
      const target = path.join(site.exportDir, script);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, source);
    }
    return `service worker: ${scripts.join(', ')}, ${manifest.length} files precached, ${(source.length / 1024).toFixed(1)} KB`;
  },
};
