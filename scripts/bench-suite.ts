/**
 * `npm run bench:suite`: what the browser suite costs, and what it would cost for the whole site.
 * Reads the report of the last browser run (test-results/e2e.json, written by `npm run test:e2e`):
 * the whole-site pass records the time of each visit by kind (guide page, generated page,
 * playground page, demo); every other test counts as a fixed cost. Projects the pass onto the
 * full site and prints the suite's wall time on the run's workers. Writes
 * test-results/bench-suite.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectSuite, type SuiteReport } from './lib/suiteProjection';

const root = path.resolve(import.meta.dirname, '..');
const reportFile = path.join(root, 'test-results/e2e.json');
if (!fs.existsSync(reportFile)) {
  console.error('No browser test report: run `npm run test:e2e` (or `npm test`) first.');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as SuiteReport;
const result = projectSuite(report);
fs.writeFileSync(
  path.join(root, 'test-results/bench-suite.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Browser suite: ${result.workers} workers, ${seconds(result.measured.wallMs)} wall (report)`,
);
console.log('Cost per visit (mean, in a worker):');
for (const [kind, each] of Object.entries(result.perVisit))
  console.log(`  ${kind.padEnd(10)} ${String(each.count).padStart(5)} × ${each.meanMs} ms`);
console.log(`Other tests: ${seconds(result.otherTestsMs)} of worker time`);
console.log(
  `Whole site (${Object.entries(result.fullSite.counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ')}):`,
);
console.log(
  `  projected browser suite ${seconds(result.fullSite.wallMs)} wall on ${result.workers} workers`,
);

// The steps of `npm test` before the browser tests, from its last run (scripts/test.ts).
const stepsFile = path.join(root, 'test-results/steps.json');
if (fs.existsSync(stepsFile)) {
  type Step = { label: string; ms: number; background?: boolean };
  const steps = (JSON.parse(fs.readFileSync(stepsFile, 'utf8')) as Step[]).filter(
    (step) => step.label !== 'Browser tests',
  );
  // Background steps (the type-checks) ran beside the others: they add no wall time.
  const stepsMs = steps.reduce((sum, step) => sum + (step.background ? 0 : step.ms), 0);
  console.log(
    `Steps of npm test before the browser tests (today's content, last run): ${seconds(stepsMs)} of wall time`,
  );
  for (const step of steps)
    console.log(
      `  ${step.label.padEnd(60)} ${seconds(step.ms)}${step.background ? ' (beside the others)' : ''}`,
    );
  console.log(
    `  npm test for the whole site, with today's steps: ${seconds(stepsMs + result.fullSite.wallMs)}`,
  );
} else {
  console.log('No test-results/steps.json: run `npm test` for the time of its other steps.');
}
