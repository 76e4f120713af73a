import { describe, expect, it } from 'vitest';
import { checkBudgets, type Baseline, type Budgets, type PerfReport } from './checkBudgets';

const budgets: Budgets = {
  pages: { prose: { minScore: 95, maxJsKB: 115 }, chart: { minScore: 88, maxJsKB: 250 } },
  maxCls: 0.02,
  maxBuildMsPerPage: 120,
  maxJsGrowth: 0.1,
};
const baseline: Baseline = { jsPerPageType: { prose: 100, chart: 200 } };
const page = (url: string, score: number, jsKB: number, cls = 0) => ({
  url,
  score,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 10,
  cls,
  jsKB,
});
const report = (overrides: Partial<PerfReport> = {}): PerfReport => ({
  date: '2026-11-22',
  lighthouse: {
    prose: page('/x/introduction/installation/', 99, 90),
    chart: page('/x/react-charts/', 92, 200),
  },
  build: { seconds: 60, pages: 1000, msPerPage: 60 },
  jsPerPageType: { prose: 105, chart: 190 },
  ...overrides,
});

describe('checkBudgets', () => {
  it('passes a report within every budget', () => {
    expect(checkBudgets(report(), budgets, baseline)).toEqual([]);
  });

  it('names each missed budget', () => {
    const misses = checkBudgets(
      report({
        lighthouse: { prose: page('/p/', 90, 120, 0.05), chart: page('/c/', 92, 200) },
        build: { seconds: 200, pages: 1000, msPerPage: 200 },
        jsPerPageType: { prose: 111, chart: 190, api: 50 },
      }),
      budgets,
      baseline,
    );
    expect(misses).toEqual([
      'prose (/p/): score 90 < 95',
      'prose (/p/): 120 KB of JavaScript > 115 KB',
      'prose (/p/): CLS 0.05 > 0.02',
      'build: 200 ms per page > 120 ms',
      'prose: 111 KB of JavaScript, 11% over the baseline 100 KB (update scripts/perf/baseline.json in a commit that says why)',
      'api: no baseline (add it to scripts/perf/baseline.json)',
    ]);
  });

  it('fails when figures are missing rather than passing silently', () => {
    expect(
      checkBudgets(report({ lighthouse: {}, build: null, jsPerPageType: {} }), budgets, baseline),
    ).toEqual([
      'prose: no Lighthouse figures in the report',
      'chart: no Lighthouse figures in the report',
      'build: no build time in the report (run `npm run build` first)',
    ]);
  });

  it("holds a page to the budget it names: the heaviest Data Grid guide to the grid's", () => {
    const heavy = { ...page('/x/react-data-grid/column-dimensions/', 80, 260), budget: 'chart' };
    expect(
      checkBudgets(
        report({ lighthouse: { ...report().lighthouse, heavyChart: heavy } }),
        budgets,
        baseline,
      ),
    ).toEqual([
      'heavyChart (/x/react-data-grid/column-dimensions/): score 80 < 88',
      'heavyChart (/x/react-data-grid/column-dimensions/): 260 KB of JavaScript > 250 KB',
    ]);
    const unknown = { ...page('/x/', 99, 10), budget: 'table' };
    expect(
      checkBudgets(
        report({ lighthouse: { ...report().lighthouse, other: unknown } }),
        budgets,
        baseline,
      ),
    ).toEqual(['other (/x/): no budget named table']);
  });

  it('holds pages to their paint and blocking-time limits, interactions and the navigation to theirs', () => {
    const timed: Budgets = {
      ...budgets,
      pages: {
        ...budgets.pages,
        prose: { minScore: 95, maxJsKB: 115, maxFcpMs: 1000, maxLcpMs: 1300, maxTbtMs: 50 },
      },
      interactions: { searchDialog: { maxDoneMs: 200 }, colorMode: { maxDoneMs: 200 } },
      navigation: { maxDoneMs: 150 },
    };
    const within = report({
      interactions: {
        searchDialog: { doneMs: 120, nextPaintMs: 40 },
        colorMode: { doneMs: 200, nextPaintMs: 120 },
      },
      navigation: { doneMs: 150, nextPaintMs: 70 },
    });
    expect(checkBudgets(within, timed, baseline)).toEqual([]);
    const slow = report({
      lighthouse: {
        prose: { ...page('/p/', 99, 90), fcpMs: 1100, lcpMs: 1400, tbtMs: 60 },
        chart: page('/c/', 92, 200),
      },
      interactions: { searchDialog: { doneMs: 401, nextPaintMs: 40 } },
      navigation: { doneMs: 226, nextPaintMs: 80 },
    });
    expect(checkBudgets(slow, timed, baseline)).toEqual([
      'prose (/p/): FCP 1100 ms > 1000 ms',
      'prose (/p/): LCP 1400 ms > 1300 ms',
      'prose (/p/): TBT 60 ms > 50 ms',
      'interaction searchDialog: 401 ms > 200 ms',
      'interaction colorMode: not in the report',
      'navigation: 226 ms > 150 ms',
    ]);
    expect(checkBudgets(report(), timed, baseline)).toContain('navigation: not in the report');
  });
});
