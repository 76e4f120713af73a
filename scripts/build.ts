/**
 * `npm run build`: generates the API data, compiles the content, runs the Next.js static export and
 * moves it to export/ (one index.html per route directory, trailing-slash URLs, 404.html), marks its
 * scripts for eager compilation (build-compile-hints.ts), writes the machine-readable docs (a
 * Markdown twin beside every page, llms.txt, llms-full.txt, sitemap.xml, robots.txt), checks every
 * link and anchor of the built pages, then writes the search index (export/pagefind/), the service
 * worker (export/x/sw.js), Brotli and gzip copies of the pages and other compressible files, the
 * hashes of the pages' inline scripts for the server's Content-Security-Policy (export/.csp.json),
 * and the feedback index the server checks votes against (export/.feedback-index.json).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { countBuiltPages, EXPORT_DIR, writeBuildReport, writeBuildStamp } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
// No network at build time: no telemetry, and no lockfile "repair" that asks the registry for swc builds.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  MUI_X_TELEMETRY_DISABLED: 'true',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};

/** Seconds each step took, for the build report. */
const timings: { step: string; seconds: number }[] = [];

function step(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  const seconds = (performance.now() - started) / 1000;
  timings.push({ step: label.replace(/^\[\d+\/\d+\] /, ''), seconds: Number(seconds.toFixed(1)) });
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
}

/**
 * Runs steps side by side (each reads what the steps before wrote and writes files no other one
 * reads); fails the build if any fails. Their output interleaves, each line from one of them.
 */
async function stepsTogether(
  label: string,
  steps: { name: string; args: string[] }[],
): Promise<void> {
  console.log(`\n▶ ${label}: ${steps.map((each) => each.name).join(', ')}`);
  const started = performance.now();
  const statuses = await Promise.all(
    steps.map(
      ({ args }) =>
        new Promise<number | null>((resolve) =>
          spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' }).on('close', resolve),
        ),
    ),
  );
  const failedStep = steps.find((_, index) => statuses[index] !== 0);
  if (failedStep) {
    console.error(`✖ ${label} failed: ${failedStep.name}`);
    process.exit(1);
  }
  const seconds = (performance.now() - started) / 1000;
  timings.push({
    step: label.replace(/^\[[\d–]+\/\d+\] /, ''),
    seconds: Number(seconds.toFixed(1)),
  });
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
}

const started = performance.now();
// `npm test` has just generated the API data and compiled the content as checks of their own:
// it passes --content-compiled so the build does not do both again (about 35 s).
if (process.argv.includes('--content-compiled')) {
  console.log('\n▶ [1–2/12] API reference data and content: compiled by the step before');
} else {
  step('[1/12] Generating the API reference data', process.execPath, [
    '--import',
    'tsx',
    'scripts/api-generate.ts',
  ]);
  step('[2/12] Compiling content', process.execPath, [
    '--import',
    'tsx',
    'scripts/build-content.ts',
  ]);
}
step('[3/12] Building the static site', process.execPath, [
  path.join(root, 'node_modules/next/dist/bin/next'),
  'build',
]);
fs.rmSync(path.join(root, EXPORT_DIR), { recursive: true, force: true });
fs.renameSync(path.join(root, 'out'), path.join(root, EXPORT_DIR));
step('[4/12] Marking the scripts for eager compilation', process.execPath, [
  '--import',
  'tsx',
  'scripts/build-compile-hints.ts',
]);
step('[5/12] Writing redirect pages for moved URLs', process.execPath, [
  '--import',
  'tsx',
  'scripts/build-redirects.ts',
]);
// The twins (two processes: the API tables' Markdown is the longest step after Next.js) and the
// search index, which reads the HTML pages only, side by side: about 35 s less on two cores.
await stepsTogether(
  '[6–7/12] Markdown twins, llms.txt, sitemap.xml and robots.txt; the search index',
  [
    {
      name: 'Markdown twins (1 of 2) with llms.txt and the sitemap',
      args: ['--import', 'tsx', 'scripts/build-ai-docs.ts', '--shard=0/2'],
    },
    {
      name: 'Markdown twins (2 of 2)',
      args: ['--import', 'tsx', 'scripts/build-ai-docs.ts', '--shard=1/2'],
    },
    { name: 'search index', args: ['--import', 'tsx', 'scripts/build-search.ts'] },
  ],
);
// After the twins: pages link to their Markdown twin.
step('[8/12] Checking every link and anchor of the built pages', process.execPath, [
  '--import',
  'tsx',
  'scripts/check-export-links.ts',
]);
step('[9/12] Writing the service worker', process.execPath, [
  '--import',
  'tsx',
  'scripts/build-sw.ts',
]);
step('[10/12] Precompressing pages, scripts, styles and text', process.execPath, [
  '--import',
  'tsx',
  'scripts/build-compress.ts',
]);
// The last two write dotfiles of the export, which neither the service worker's precache nor
// the compression step takes.
step('[11/12] Hashing the inline scripts of the pages for the CSP', process.execPath, [
  '--import',
  'tsx',
  'scripts/build-csp.ts',
]);
step(
  '[12/12] Writing the feedback index (versions and heading ids votes may name)',
  process.execPath,
  ['--import', 'tsx', 'scripts/build-feedback-index.ts'],
);
writeBuildStamp(root);
const seconds = (performance.now() - started) / 1000;
const pages = countBuiltPages(path.join(root, EXPORT_DIR));
writeBuildReport(root, {
  seconds: Number(seconds.toFixed(1)),
  pages,
  msPerPage: Math.round((seconds * 1000) / pages),
  steps: timings,
});
console.log(
  `\nSite written to ${EXPORT_DIR}/ in ${seconds.toFixed(1)} s: ${pages} pages, ${Math.round((seconds * 1000) / pages)} ms per page`,
);
