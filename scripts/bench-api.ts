/**
 * `npm run bench:api`: wall time of the API generator over all nine packages (fresh process,
 * median of 3 runs, no cache), and the size of the JSON it writes. Target: under 60 s.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GENERATED_DIR } from '../src/config/generated';
import { median } from './lib/median';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-generate.ts', '--force'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  times.push(performance.now() - started);
}
const dir = path.join(root, GENERATED_DIR, 'api');
const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) =>
  file.endsWith('.json'),
);
const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
const gzip = files.reduce(
  (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length,
  0,
);
const medianMs = median(times);
console.log(
  `\nAPI generator: ${(medianMs / 1000).toFixed(1)} s wall (median of ${RUNS}: ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s; target < 60 s)`,
);
console.log(
  `JSON written: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB (${(gzip / 1024 / 1024).toFixed(2)} MB gzip)`,
);
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'test-results', 'bench-api.json'),
  JSON.stringify(
    { wallMs: medianMs, runsMs: times, files: files.length, bytes, gzipBytes: gzip },
    null,
    2,
  ),
);
