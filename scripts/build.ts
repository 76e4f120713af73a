/**
 * `npm run build`: the site in export/, made by one pipeline of named steps run in this process
 * (scripts/build/steps/, each declaring what it reads and writes; Next.js runs as a process of its
 * own inside its step). The steps share one listing of export/ and one read of its pages
 * (build/exportFiles.ts). Writes its timings to .generated/build-report.json.
 */
import path from 'node:path';
import { ExportFiles } from './build/exportFiles';
import { BuildStepError, runPipeline, type BuildStep } from './build/pipeline';
import { apiDataStep } from './build/steps/apiData';
import { compileHintsStep } from './build/steps/compileHints';
import { compressStep } from './build/steps/compress';
import { contentStep } from './build/steps/content';
import { cspHashesStep } from './build/steps/cspHashes';
import { feedbackIndexStep } from './build/steps/feedbackIndex';
import { linkCheckStep } from './build/steps/linkCheck';
import { machineDocsStep } from './build/steps/machineDocs';
import { nextExportStep } from './build/steps/nextExport';
import { redirectsStep } from './build/steps/redirects';
import { searchIndexStep } from './build/steps/searchIndex';
import { serviceWorkerStep } from './build/steps/serviceWorker';
import { countBuiltPages, EXPORT_DIR, writeBuildReport, writeBuildStamp } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');

// `npm test` has just generated the API data and compiled the content as checks of their own:
// it passes --content-compiled so the build does not do both again.
const contentCompiled = process.argv.includes('--content-compiled');

const steps: BuildStep[] = [
  ...(contentCompiled ? [] : [apiDataStep, contentStep]),
  nextExportStep,
  compileHintsStep,
  redirectsStep,
  machineDocsStep,
  searchIndexStep,
  // After the twins and redirects: pages link to both.
  linkCheckStep,
  serviceWorkerStep,
  cspHashesStep,
  compressStep,
  // Last, so neither the service worker's precache nor the compression step sees it.
  feedbackIndexStep,
];

const started = performance.now();
try {
  const timings = await runPipeline(steps, new ExportFiles(root, path.join(root, EXPORT_DIR)));
  writeBuildStamp(root);
  const seconds = (performance.now() - started) / 1000;
  const pages = countBuiltPages(path.join(root, EXPORT_DIR));
  const msPerPage = Math.round((seconds * 1000) / pages);
  writeBuildReport(root, { seconds: Number(seconds.toFixed(1)), pages, msPerPage, steps: timings });
  console.log(
    `\nSite written to ${EXPORT_DIR}/ in ${seconds.toFixed(1)} s: ${pages} pages, ${msPerPage} ms per page`,
  );
} catch (error) {
  console.error(`✖ ${error instanceof BuildStepError ? error.message : String(error)}`);
  process.exit(1);
}
