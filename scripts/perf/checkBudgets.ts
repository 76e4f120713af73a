/**
 * The budget check of `npm run bench:check`: compares a `bench:perf` report with the committed
 * budgets (scripts/perf/budgets.json) and the committed baseline of JavaScript per page type
 * (scripts/perf/baseline.json). Pure, so it is unit-tested without running Lighthouse.
 */

/** Lighthouse medians of one page. */
export interface PageFigures {
  url: string;
  /** The budget the page is held to, when not the one of its own name (a second Data Grid page). */
  budget?: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred while the page loads (KB). */
  jsKB: number;
  /** Median BenchmarkIndex of the host over the runs, and the CPU slowdown each run was audited with. */
  benchmarkIndex?: number;
  cpuMultipliers?: number[];
}

/** What `npm run bench:perf` writes (test-results/bench-perf.json). */
export interface PerfReport {
  date: string;
  lighthouse: Record<string, PageFigures>;
  /** Interaction latency (perf/interactions.ts); absent from reports before issue 27. */
  interactions?: Record<string, { doneMs: number; nextPaintMs: number }>;
  /** A client-side navigation from a link of the navigation to the next page's h1. */
  navigation?: { doneMs: number; nextPaintMs: number } | null;
  build: { seconds: number; pages: number; msPerPage: number } | null;
  /** Initial JavaScript of each page type, from the export (KB, Brotli). */
  jsPerPageType: Record<string, number>;
}

/** A page type's Lighthouse budget; the paint and blocking-time limits are optional. */
export interface PageBudget {
  minScore: number;
  maxJsKB: number;
  maxFcpMs?: number;
  maxLcpMs?: number;
  maxTbtMs?: number;
}

export interface Budgets {
  pages: Record<string, PageBudget>;
  /** The longest each measured interaction may take, input to result painted (`doneMs`). */
  interactions?: Record<string, { maxDoneMs: number }>;
  /** The longest a client-side navigation may take, click to the next page's h1 painted. */
  navigation?: { maxDoneMs: number };
  maxCls: number;
  maxBuildMsPerPage: number;
  /** How much a page type's JavaScript may grow over the baseline (0.1 = 10%). */
  maxJsGrowth: number;
}

/** The committed JavaScript per page type; updated in a commit that says why. */
export interface Baseline {
  jsPerPageType: Record<string, number>;
}

/** Every budget the report misses, as readable lines; empty when all hold. */
export function checkBudgets(report: PerfReport, budgets: Budgets, baseline: Baseline): string[] {
  const misses: string[] = [];
  const pages = Object.entries(report.lighthouse);
  for (const name of Object.keys(budgets.pages)) {
    if (!pages.some(([key, page]) => (page.budget ?? key) === name))
      misses.push(`${name}: no Lighthouse figures in the report`);
  }
  for (const [key, page] of pages) {
    const name = page.budget ?? key;
    const budget = budgets.pages[name];
    if (!budget) {
      misses.push(`${key} (${page.url}): no budget named ${name}`);
      continue;
    }
    if (page.score < budget.minScore)
      misses.push(`${key} (${page.url}): score ${page.score} < ${budget.minScore}`);
    if (page.jsKB > budget.maxJsKB)
      misses.push(`${key} (${page.url}): ${page.jsKB} KB of JavaScript > ${budget.maxJsKB} KB`);
    const limits = [
      ['FCP', page.fcpMs, budget.maxFcpMs],
      ['LCP', page.lcpMs, budget.maxLcpMs],
      ['TBT', page.tbtMs, budget.maxTbtMs],
    ] as const;
    for (const [metric, value, limit] of limits)
      if (limit !== undefined && value > limit)
        misses.push(`${key} (${page.url}): ${metric} ${value} ms > ${limit} ms`);
  }
  for (const [name, { maxDoneMs }] of Object.entries(budgets.interactions ?? {})) {
    const measured = report.interactions?.[name];
    if (!measured) misses.push(`interaction ${name}: not in the report`);
    else if (measured.doneMs > maxDoneMs)
      misses.push(`interaction ${name}: ${measured.doneMs} ms > ${maxDoneMs} ms`);
  }
  if (budgets.navigation) {
    if (!report.navigation) misses.push('navigation: not in the report');
    else if (report.navigation.doneMs > budgets.navigation.maxDoneMs)
      misses.push(
        `navigation: ${report.navigation.doneMs} ms > ${budgets.navigation.maxDoneMs} ms`,
      );
  }
  for (const [name, page] of Object.entries(report.lighthouse)) {
    if (page.cls > budgets.maxCls)
      misses.push(`${name} (${page.url}): CLS ${page.cls} > ${budgets.maxCls}`);
  }
  if (!report.build) misses.push('build: no build time in the report (run `npm run build` first)');
  else if (report.build.msPerPage > budgets.maxBuildMsPerPage)
    misses.push(`build: ${report.build.msPerPage} ms per page > ${budgets.maxBuildMsPerPage} ms`);
  for (const [type, kb] of Object.entries(report.jsPerPageType)) {
    const base = baseline.jsPerPageType[type];
    if (base === undefined)
      misses.push(`${type}: no baseline (add it to scripts/perf/baseline.json)`);
    else if (kb > base * (1 + budgets.maxJsGrowth)) {
      misses.push(
        `${type}: ${kb} KB of JavaScript, ${Math.round((kb / base - 1) * 100)}% over the baseline ${base} KB (update scripts/perf/baseline.json in a commit that says why)`,
      );
    }
  }
  return misses;
}
