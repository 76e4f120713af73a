/**
 * `npm run bench:perf`: how fast the site is for a reader on a phone, and how long it takes to build.
 *
 * - Lighthouse from npm (mobile defaults: Moto G Power emulation, simulated slow 4G and 4× CPU
 *   throttling, the CPU slowdown calibrated to the host's speed: scripts/perf/cpuCalibration.ts),
 *   performance category, 3 runs per page, medians: score, FCP, LCP, TBT, CLS and
 *   JavaScript transferred, on a prose page, the Data Grid overview and the Charts overview,
 *   served by the production server on loopback (Brotli copies, as in production).
 * - The whole-site build time and milliseconds per built page, from the last `npm run build`
 *   (this command builds first when export/ is stale).
 * - JavaScript per page type, from the export: the scripts each type of page names in its HTML
 *   (Brotli bytes), before any demo, search or settings code loads on demand.
 *
 * Writes test-results/bench-perf.json, which `npm run bench:check` compares with the budgets.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveAdSources } from '../src/config/ads';
import { listedPageScripts } from '../src/engine/loading/build/pageScripts';
import { chromium } from '@playwright/test';
import { startServer } from '../server/server';
import { INTERACTIONS, NAVIGATION } from './perf/interactionScenarios';
import {
  INTERACTION_CPU_SLOWDOWN,
  measureInteractions,
  type InteractionFigures,
} from './perf/interactions';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium';
import { EXPORT_DIR, isExportFresh, readBuildReport } from './lib/buildStamp';
import type { PageFigures, PerfReport } from './perf/checkBudgets';
import { calibratedCpuMultiplier } from './perf/cpuCalibration';
import { median } from './lib/median';

type Flags = NonNullable<Parameters<typeof lighthouse>[1]>;

const root = path.resolve(import.meta.dirname, '..');
const exportDir = path.join(root, EXPORT_DIR);
const RUNS = 3;

/** The pages Lighthouse measures, by name; each is held to the budget of its name unless it names another. */
export const LIGHTHOUSE_PAGES: Record<string, { url: string; budget?: string }> = {
  prose: { url: '/x/introduction/installation/' },
  dataGrid: { url: '/x/react-data-grid/' },
  // The Data Grid guide with the most grids (11), held to the Data Grid overview's budget.
  dataGridHeaviest: { url: '/x/react-data-grid/column-dimensions/', budget: 'dataGrid' },
  // The heaviest page of the sorting / pagination / selection guides (16 grids).
  dataGridSorting: { url: '/x/react-data-grid/sorting/', budget: 'dataGrid' },
  // The heaviest page of the site: row grouping, 29 Premium grids.
  dataGridRowGrouping: { url: '/x/react-data-grid/row-grouping/', budget: 'dataGrid' },
  // The heaviest page of the customization guides: overlays, 13 grids.
  dataGridOverlays: { url: '/x/react-data-grid/overlays/', budget: 'dataGrid' },
  chart: { url: '/x/react-charts/' },
};

/** One page of each type, for the JavaScript each type names in its HTML. */
export const PAGE_TYPES: Record<string, string> = {
  prose: '/x/introduction/installation/',
  guideWithDemos: '/x/react-tree-view/rich-tree-view/items/',
  dataGrid: '/x/react-data-grid/',
  chart: '/x/react-charts/',
  apiPage: '/x/api/data-grid/data-grid/',
  componentsApiTab: '/x/react-tree-view/components-api/',
  chinese: '/zh/x/introduction/installation/',
};

if (!isExportFresh(root)) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * `-- --only prose,searchDialog`: measure only the named pages and interactions (while working on
 * one of them); `bench:check` then reports the others as missing.
 */
const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument === -1 ? null : new Set(process.argv[onlyArgument + 1]?.split(',') ?? []);
const selected = <T>(entries: Record<string, T>): [string, T][] =>
  Object.entries(entries).filter(([name]) => !only || only.has(name));

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Brotli bytes of a file of the export: its precompressed copy, or the file compressed now. */
function brotliSize(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file)).length;
}

/**
 * The KB of the scripts a built page names in its HTML (Brotli): the `<script src>` elements,
 * leaving out `nomodule` ones (the polyfills only browsers without ES modules download), and the
 * list the page starts after its first paint (src/engine/loading/scriptsAfterContentfulPaint.ts).
 */
function initialJsKB(url: string): number {
  const html = fs.readFileSync(path.join(exportDir, url, 'index.html'), 'utf8');
  const sources = new Set(
    [
      ...[...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"/g)]
        .filter((match) => !/\snoModule|\snomodule/.test(match[1]))
        .map((match) => match[2]),
      ...listedPageScripts(html),
    ].map((source) => decodeURIComponent(source.split('?')[0])),
  );
  let bytes = 0;
  for (const source of sources)
    if (source.startsWith('/')) bytes += brotliSize(path.join(exportDir, source));
  return round(bytes / 1024, 1);
}

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

/**
 * One Lighthouse run with the CPU slowdown calibrated to the host (scripts/perf/cpuCalibration.ts):
 * the page is loaded once (gather), the multiplier is set from the BenchmarkIndex that load
 * measured, then the saved artifacts are audited with it. Simulated throttling only applies the
 * multiplier when auditing, so the split changes nothing else.
 */
async function calibratedRun(
  url: string,
  flags: Flags,
): Promise<{ lhr: Lhr; benchmarkIndex: number; cpuMultiplier: number }> {
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-perf-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: artifactsDir });
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: Record<string, number> };
    };
    const cpuMultiplier = calibratedCpuMultiplier(artifacts.BenchmarkIndex);
    // The audit refuses settings that differ from the gather's, so both carry the calibrated value.
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuMultiplier };
    artifacts.settings.throttling = throttling;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: artifactsDir, throttling });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {
      lhr: result.lhr as unknown as Lhr,
      benchmarkIndex: artifacts.BenchmarkIndex,
      cpuMultiplier,
    };
  } finally {
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}

const server = await startServer({ exportDir, port: 0, host: '127.0.0.1' });
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const feedHost = (() => {
  const feed = resolveAdSources({
    NEXT_PUBLIC_AD_FEED_URL: process.env.NEXT_PUBLIC_AD_FEED_URL,
  }).feedUrl;
  return feed ? new URL(feed).host : null;
})();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS],
});
const lighthouseFigures: Record<string, PageFigures> = {};
let interactionFigures: Record<string, InteractionFigures> = {};
let navigationFigures: InteractionFigures | null = null;
try {
  for (const [name, { url, budget }] of selected(LIGHTHOUSE_PAGES)) {
    const runs: Lhr[] = [];
    const hosts: { benchmarkIndex: number; cpuMultiplier: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr, benchmarkIndex, cpuMultiplier } = await calibratedRun(origin + url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Every run is a first visit. Lighthouse empties the HTTP cache but by default keeps local
        // storage, where the page notes that the site font was fetched (webFontLoading.ts): a
        // later run would then ask for the font before its first paint with the cache empty, a
        // state no reader's browser is in.
        clearStorageTypes: [
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
          'local_storage',
        ],
        // The machine has no route to third parties; the ad feed answers as if an ad blocker ran.
        blockedUrlPatterns: feedHost ? [`*${feedHost}*`] : [],
      });
      runs.push(lhr);
      hosts.push({ benchmarkIndex, cpuMultiplier });
    }
    const metric = (id: string) =>
      median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    const jsBytes = median(
      runs.map(
        (lhr) =>
          lhr.audits['resource-summary']?.details?.items?.find(
            (item) => item.resourceType === 'script',
          )?.transferSize ?? 0,
      ),
    );
    lighthouseFigures[name] = {
      url,
      ...(budget ? { budget } : {}),
      score: median(runs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100))),
      fcpMs: round(metric('first-contentful-paint')),
      lcpMs: round(metric('largest-contentful-paint')),
      tbtMs: round(metric('total-blocking-time')),
      cls: round(metric('cumulative-layout-shift'), 3),
      jsKB: round(jsBytes / 1024, 1),
      benchmarkIndex: median(hosts.map((host) => Math.round(host.benchmarkIndex))),
      cpuMultipliers: hosts.map((host) => host.cpuMultiplier),
    };
    const figures = lighthouseFigures[name];
    console.log(
      `${name.padEnd(16)} ${url.padEnd(40)} score ${String(figures.score).padStart(3)}  FCP ${figures.fcpMs} ms  LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms  CLS ${figures.cls}  JS ${figures.jsKB} KB  (host index ${figures.benchmarkIndex}, CPU ×${figures.cpuMultipliers?.join('/')})`,
    );
  }
  await chrome.kill();
  // Interactions and a client-side navigation, timed in Chromium at 4× CPU (perf/interactions.ts).
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const timed = await measureInteractions(
      browser,
      origin,
      Object.fromEntries(selected({ ...INTERACTIONS, navigation: NAVIGATION })),
    );
    const { navigation, ...rest } = timed;
    interactionFigures = rest;
    navigationFigures = navigation ?? null;
    for (const [name, figures] of Object.entries(timed))
      console.log(
        `${name.padEnd(16)} ${figures.url.padEnd(40)} done ${figures.doneMs} ms  next paint ${figures.nextPaintMs} ms  (runs ${figures.runs.map((run) => run.doneMs).join('/')} ms, CPU ×${INTERACTION_CPU_SLOWDOWN})`,
      );
  } finally {
    await browser.close();
  }
} finally {
  // Killed already once the Lighthouse runs are done; a second kill is a no-op then.
  await chrome.kill();
  server.close();
}

const build = readBuildReport(root);
const jsPerPageType = Object.fromEntries(
  Object.entries(PAGE_TYPES).map(([type, url]) => [type, initialJsKB(url)]),
);
const report: PerfReport = {
  date: new Date().toISOString(),
  lighthouse: lighthouseFigures,
  interactions: interactionFigures,
  navigation: navigationFigures,
  build: build && { seconds: build.seconds, pages: build.pages, msPerPage: build.msPerPage },
  jsPerPageType,
};
console.log(
  build
    ? `\nbuild: ${build.seconds} s for ${build.pages} pages, ${build.msPerPage} ms per page`
    : '\nbuild: no report (run `npm run build`)',
);
console.log('JavaScript named in the HTML, per page type (Brotli):');
for (const [type, kb] of Object.entries(jsPerPageType))
  console.log(`  ${type.padEnd(17)} ${String(kb).padStart(7)} KB  ${PAGE_TYPES[type]}`);
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'test-results', 'bench-perf.json'),
  JSON.stringify(report, null, 2),
);
console.log(
  '\nWritten to test-results/bench-perf.json; `npm run bench:check` compares it with the budgets.',
);
