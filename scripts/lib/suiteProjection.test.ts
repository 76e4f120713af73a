import { describe, expect, it } from 'vitest';
import { FULL_SITE, projectSuite, type SuiteReport } from './suiteProjection';

const report: SuiteReport = {
  config: { workers: 2 },
  stats: { duration: 10_000 },
  suites: [
    {
      suites: [
        {
          specs: [
            {
              title: 'site pass',
              tests: [
                {
                  results: [{ duration: 3_000 }],
                  annotations: [
                    { type: 'visit:guide', description: '1000' },
                    { type: 'visit:demo', description: '400' },
                    { type: 'visit:demo', description: '600' },
                    { type: 'visit:generated', description: '200' },
                  ],
                },
                {
                  results: [{ duration: 1_500 }],
                  annotations: [
                    { type: 'visit:guide', description: '1000' },
                    { type: 'fixed:axe', description: '500' },
                  ],
                },
              ],
            },
            { title: 'search opens', tests: [{ results: [{ duration: 5_000 }], annotations: [] }] },
          ],
        },
      ],
    },
  ],
};

describe('projectSuite', () => {
  const result = projectSuite(report);

  it('averages each visit kind and keeps the other tests as a fixed cost', () => {
    expect(result.perVisit).toEqual({
      guide: { count: 2, meanMs: 1000 },
      demo: { count: 2, meanMs: 500 },
      generated: { count: 1, meanMs: 200 },
    });
    // The other test, and the axe run inside the pass.
    expect(result.otherTestsMs).toBe(5_500);
  });

  it('projects the visits onto the whole site, with the batch overhead per visit, over the workers', () => {
    // 4,000 ms of batch time (fixed work left out) for 3,200 ms of visits: 160 ms for each of 5 visits.
    const overhead = 160;
    const visits =
      FULL_SITE.guide * (1000 + overhead) +
      FULL_SITE.demo * (500 + overhead) +
      FULL_SITE.generated * (200 + overhead) +
      FULL_SITE.playground * overhead;
    expect(result.fullSite.wallMs).toBe(Math.round((visits + 5_500) / 2));
  });
});
