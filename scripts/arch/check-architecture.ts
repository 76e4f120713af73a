/**
 * `npm run check:architecture` (part of `npm test`): the layer order and the absence of import
 * cycles, as declared in .dependency-cruiser.cjs and checked by dependency-cruiser over src/,
 * scripts/, server/, tests/ and content/; then the folders of src/ that import each other (one
 * folder per engine feature, plus src/config and src/pages), which may not exceed
 * MAX_MUTUAL_PAIRS. Exits 1 on any violation; `--json` prints the figures as JSON.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mutualFolderPairs, type CruisedModule } from './folderPairs';

/** The ceiling on src/ folder pairs that import each other (27 before the layers were drawn). */
export const MAX_MUTUAL_PAIRS = 5;

const root = path.resolve(import.meta.dirname, '../..');

interface CruiseResult {
  modules: CruisedModule[];
  summary: {
    violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[];
    totalCruised: number;
    totalDependenciesCruised: number;
  };
}

const cruise = spawnSync(
  process.execPath,
  [
    'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
    'src',
    'scripts',
    'server',
    'tests',
    'content',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (cruise.status !== 0 && !cruise.stdout) {
  console.error(cruise.stderr);
  process.exit(1);
}
const result = JSON.parse(cruise.stdout) as CruiseResult;
const { violations } = result.summary;
const pairs = mutualFolderPairs(result.modules);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ violations: violations.length, mutualPairs: pairs }, null, 2));
} else {
  for (const violation of violations) {
    const cycle = violation.cycle?.map((step) => step.name).join(' → ');
    console.error(
      `✖ ${violation.rule.name}: ${violation.from} → ${cycle ? `${violation.from} → ${cycle}` : violation.to}`,
    );
  }
  console.log(
    `${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports: ` +
      `${violations.length} against the layers or in a cycle; ` +
      `${pairs.length} src/ folder pairs import each other (at most ${MAX_MUTUAL_PAIRS})`,
  );
  for (const [a, b] of pairs) console.log(`  ${a} ⇄ ${b}`);
}
process.exit(violations.length === 0 && pairs.length <= MAX_MUTUAL_PAIRS ? 0 : 1);
