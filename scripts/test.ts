/**
 * `npm test`: the whole suite. Compiles the content (which validates navigation, front matter and
 * links), type-checks, runs the unit tests, builds the site when export/ is stale, runs the
 * browser tests against it, and ends with one line "N passed, N failed". The format, lint and layer
 * checks and the type-checks run on one core beside the unit tests and the build (which leave it
 * idle part of the time); their output is shown when they end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isExportFresh } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;

/** Each step's wall time, written to test-results/steps.json for `npm run bench:suite`. */
const stepTimes: { label: string; ms: number; background?: true }[] = [];
const stepsFile = path.join(results, 'steps.json');
fs.rmSync(stepsFile, { force: true });

/** Runs a command to its end, its output shown as it comes; resolves with its exit status. */
function exitStatus(
  command: string,
  args: string[],
  stdio: 'inherit' | 'pipe',
  onOutput?: (chunk: Buffer) => void,
): Promise<number | null> {
  const child = spawn(command, args, {
    cwd: root,
    env: process.env,
    stdio: ['ignore', stdio, stdio],
  });
  child.stdout?.on('data', onOutput!);
  child.stderr?.on('data', onOutput!);
  return new Promise((resolve) => child.on('close', resolve));
}

async function run(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const status = await exitStatus(command, args, 'inherit');
  const ms = Date.now() - started;
  stepTimes.push({ label, ms });
  fs.writeFileSync(stepsFile, `${JSON.stringify(stepTimes, null, 2)}\n`);
  console.log(`${status === 0 ? '✔' : '✖'} ${label}: ${(ms / 1000).toFixed(1)} s`);
  return status === 0;
}

function node(script: string, ...args: string[]): [string, string[]] {
  return [process.execPath, [script, ...args]];
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

type BackgroundResult = { label: string; ok: boolean; ms: number; output: string };

/** Runs checks one after the other in the background, their output kept for when they end. */
async function startInBackground(
  checks: [string, string, string[]][],
): Promise<BackgroundResult[]> {
  const results: BackgroundResult[] = [];
  for (const [label, command, args] of checks) {
    const started = Date.now();
    let output = '';
    const status = await exitStatus(command, args, 'pipe', (chunk) => (output += chunk));
    results.push({ label, ok: status === 0, ms: Date.now() - started, output });
  }
  return results;
}

/** A check that is one test of its own (content compilation, type-check, build). */
async function check(label: string, ...[command, args]: [string, string[]]): Promise<boolean> {
  const ok = await run(label, command, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

const apiOk = await check(
  'API reference data from the installed declarations',
  ...node('--import', 'tsx', 'scripts/api-generate.ts'),
);
const contentOk =
  apiOk &&
  (await check(
    'Content: navigation, front matter, MDX, demos and links',
    ...node('--import', 'tsx', 'scripts/build-content.ts'),
  ));
const typeChecks = startInBackground([
  [
    'Formatting (prettier --check)',
    ...node('node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.'),
  ],
  ['Lint (eslint)', ...node('node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.')],
  [
    'Layers and import cycles (dependency-cruiser)',
    ...node('--import', 'tsx', 'scripts/arch/check-architecture.ts'),
  ],
  ['Type-check', ...node('node_modules/typescript/bin/tsc', '--noEmit')],
  [
    'Type-check the service worker',
    ...node(
      'node_modules/typescript/bin/tsc',
      '-p',
      'src/engine/serviceWorker/worker/tsconfig.json',
    ),
  ],
]);

const unitFile = path.join(results, 'unit.json');
fs.rmSync(unitFile, { force: true });
await run(
  'Unit tests',
  ...node(
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${unitFile}`,
  ),
);
const unit = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
  success: boolean;
}>(unitFile);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.success || unit.numFailedTests > 0 ? 0 : 1);
} else failed += 1;

let siteOk = contentOk && isExportFresh(root);
if (contentOk && !siteOk)
  siteOk = await check(
    'Build the site',
    ...node('--import', 'tsx', 'scripts/build.ts', '--content-compiled'),
  );
for (const { label, ok, ms, output } of await typeChecks) {
  console.log(
    `\n▶ ${label} (beside the steps above)\n${output}${ok ? '✔' : '✖'} ${label}: ${(ms / 1000).toFixed(1)} s`,
  );
  stepTimes.push({ label, ms, background: true });
  if (ok) passed += 1;
  else failed += 1;
}
fs.writeFileSync(stepsFile, `${JSON.stringify(stepTimes, null, 2)}\n`);

if (siteOk) {
  const e2eFile = path.join(results, 'e2e.json');
  fs.rmSync(e2eFile, { force: true });
  const e2eOk = await run('Browser tests', ...node('node_modules/@playwright/test/cli.js', 'test'));
  const e2e = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(e2eFile);
  if (e2e) {
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky + e2e.stats.skipped;
  }
  // A run that failed outside any test (the web server could not start, a global setup threw)
  // reports no failed test: it still fails the suite.
  if (!e2e || (!e2eOk && e2e.stats.unexpected + e2e.stats.flaky + e2e.stats.skipped === 0)) {
    console.error('\n✖ The browser tests did not run to completion.');
    failed += 1;
  }
} else {
  console.error('\n✖ Browser tests not run: the site could not be built.');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
