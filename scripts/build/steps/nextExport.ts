import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildStep } from '../pipeline';

/**
 * `next build` (a process of its own: Next.js runs its compilers and workers there), then its
 * static export moved from out/ to export/: one index.html per route directory, trailing-slash
 * URLs, 404.html.
 */
export const nextExportStep: BuildStep = {
  name: 'Building the static site (Next.js)',
  reads: ['src/', '.generated/', 'public/', 'next.config.mjs'],
  writes: ['export/'],
  changesExport: true,
  run(site) {
    const result = spawnSync(
      process.execPath,
      [path.join(site.root, 'node_modules/next/dist/bin/next'), 'build'],
      {
        cwd: site.root,
        stdio: 'inherit',
        // No network at build time: no telemetry, and no lockfile "repair" that asks the registry
        // for swc builds.
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: '1',
          MUI_X_TELEMETRY_DISABLED: 'true',
          NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
        },
      },
    );
    if (result.status !== 0) throw new Error(`next build exited with ${result.status}`);
    fs.rmSync(site.exportDir, { recursive: true, force: true });
    fs.renameSync(path.join(site.root, 'out'), site.exportDir);
    return `static export written to ${path.relative(site.root, site.exportDir)}/`;
  },
};
