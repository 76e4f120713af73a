import { spawnSync } from 'node:child_process';
import type { BuildStep } from '../pipeline';

/** Brotli and gzip copies of the compressible files (scripts/build-compress.ts). */
export const compressStep: BuildStep = {
  name: 'Precompressing scripts, styles and text',
  reads: ['export/'],
  writes: ['export/**.br', 'export/**.gz'],
  changesExport: true,
  run(site) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-compress.ts'], {
      cwd: site.root,
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error(`scripts/build-compress.ts exited with ${result.status}`);
    return 'compressed copies written';
  },
};
