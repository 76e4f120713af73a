/** The parts of Playwright's JSON report the projection reads. */
export interface SuiteReport {
  config: { workers?: number; metadata?: unknown };
  stats: { duration: number };
  suites: ReportSuite[];
}
interface ReportSuite {
  suites?: ReportSuite[];
  specs?: {
    title: string;
    tests: {
      results: { duration: number }[];
      annotations?: { type: string; description?: string }[];
    }[];
  }[];
}

/** The whole site the pass must scale to (issue: about 410 guide pages in two languages, 900 generated pages, 1,100 demos). */
export const FULL_SITE = { guide: 410, generated: 900, demo: 1100, playground: 40 } as const;

/** Per-kind visit costs, the fixed cost of the other tests, and the projected wall time. */
export interface SuiteProjection {
  workers: number;
  measured: { wallMs: number };
  perVisit: Record<string, { count: number; meanMs: number }>;
  otherTestsMs: number;
  fullSite: { counts: typeof FULL_SITE; wallMs: number };
}

/**
 * Projects the browser suite onto the whole site: each visit kind's mean time in a worker
 * (contention of the run included) times the full site's count, plus the other tests' own time
 * and the pass's fixed work (annotations `fixed:…`),
 * all shared by the workers; plus the time a batch spends outside its visits (tab start-up),
 * scaled with the number of visits.
 */
export function projectSuite(report: SuiteReport): SuiteProjection {
  const workers = report.config.workers ?? 1;
  const visits = new Map<string, number[]>();
  let passTestsMs = 0;
  let otherTestsMs = 0;
  const walk = (suite: ReportSuite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const duration = test.results.reduce((sum, result) => sum + result.duration, 0);
        const annotations = test.annotations ?? [];
        const costs = annotations.filter((annotation) => annotation.type.startsWith('visit:'));
        if (costs.length === 0) {
          otherTestsMs += duration;
          continue;
        }
        // Work inside the pass that does not grow with the site (axe on the Tree View pages).
        const fixedMs = annotations
          .filter((annotation) => annotation.type.startsWith('fixed:'))
          .reduce((sum, annotation) => sum + Number(annotation.description), 0);
        otherTestsMs += fixedMs;
        passTestsMs += duration - fixedMs;
        for (const cost of costs) {
          const kind = cost.type.slice('visit:'.length);
          (visits.get(kind) ?? visits.set(kind, []).get(kind)!).push(Number(cost.description));
        }
      }
    }
  };
  report.suites.forEach(walk);
  const perVisit = Object.fromEntries(
    [...visits].map(([kind, times]) => [
      kind,
      { count: times.length, meanMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length) },
    ]),
  );
  const visitMs = [...visits.values()].flat().reduce((a, b) => a + b, 0);
  const visitCount = [...visits.values()].reduce((sum, times) => sum + times.length, 0);
  // Batch overhead (a fresh tab, the fixture's checks) per visit, carried into the projection.
  const overheadPerVisit = visitCount === 0 ? 0 : Math.max(0, passTestsMs - visitMs) / visitCount;
  const projectedVisits = Object.entries(FULL_SITE).reduce(
    (sum, [kind, count]) => sum + count * ((perVisit[kind]?.meanMs ?? 0) + overheadPerVisit),
    0,
  );
  return {
    workers,
    measured: { wallMs: Math.round(report.stats.duration) },
    perVisit,
    otherTestsMs: Math.round(otherTestsMs),
    fullSite: { counts: FULL_SITE, wallMs: Math.round((projectedVisits + otherTestsMs) / workers) },
  };
}
