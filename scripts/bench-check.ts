/**
 * `npm run bench:check`: compares the last `npm run bench:perf` report (test-results/bench-perf.json)
 * with the committed budgets (scripts/perf/budgets.json) and baseline of JavaScript per page type
 * (scripts/perf/baseline.json). Exits 1 and lists every miss; `--update-baseline` writes the
 * report's JavaScript per page type as the new baseline (commit it with the reason).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBudgets, type Baseline, type Budgets, type PerfReport } from './perf/checkBudgets';

const root = path.resolve(import.meta.dirname, '..');
const reportFile = path.join(root, 'test-results', 'bench-perf.json');
const baselineFile = path.join(root, 'scripts', 'perf', 'baseline.json');

if (!fs.existsSync(reportFile)) {
  console.error('bench:check: no test-results/bench-perf.json; run `npm run bench:perf` first');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as PerfReport;
const budgets = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts', 'perf', 'budgets.json'), 'utf8'),
) as Budgets;

if (process.argv.includes('--update-baseline')) {
  const baseline = {
    $comment: `JavaScript per page type (KB, Brotli) from npm run bench:perf on ${report.date.slice(0, 10)}`,
    jsPerPageType: report.jsPerPageType,
  };
  fs.writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(
    'bench:check: baseline updated from the last report; commit scripts/perf/baseline.json saying why',
  );
  process.exit(0);
}

const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Baseline;
const misses = checkBudgets(report, budgets, baseline);
console.log(`bench:check: report of ${report.date}`);
if (misses.length > 0) {
  console.error(`✖ ${misses.length} budget${misses.length === 1 ? '' : 's'} missed:`);
  for (const miss of misses) console.error(`  ${miss}`);
  process.exit(1);
}
console.log('✔ every budget holds');
