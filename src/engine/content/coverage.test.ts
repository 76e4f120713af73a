import { describe, expect, it } from 'vitest';
import type { ReferenceGuidePage } from '../nav/referenceTsv';
import {
  computeCoverage,
  formatCoverage,
  formatMissing,
  missingPages,
  totalCoverage,
} from './coverage';

/** A small reference: two products, six pages, one of them planned. */
const REFERENCE: ReferenceGuidePage[] = [
  { group: 'Introduction', pathname: '/x/introduction', demos: 0 },
  { group: 'Introduction', pathname: '/x/llms.txt', demos: null },
  { group: 'Tree View', pathname: '/x/react-tree-view', demos: 2 },
  {
    group: 'Tree View > /x/react-tree-view/rich-tree-view',
    pathname: '/x/react-tree-view/rich-tree-view/items',
    demos: 13,
  },
  {
    group: 'Tree View > /x/react-tree-view/rich-tree-view',
    pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
    plan: 'pro',
    demos: 9,
  },
  {
    group: 'Tree View > /x/react-tree-view/rich-tree-view',
    pathname: '/x/react-tree-view/rich-tree-view/planned-feature',
    planned: true,
    demos: 1,
  },
];
const WRITTEN = new Set([
  '/x/introduction',
  '/x/llms.txt',
  '/x/react-tree-view/rich-tree-view/items',
]);
const DEMOS: Record<string, number> = { '/x/react-tree-view/rich-tree-view/items': 14 };

describe('coverage against the reference', () => {
  const rows = computeCoverage(
    REFERENCE,
    (route) => WRITTEN.has(route),
    (route) => DEMOS[route] ?? 0,
  );

  it('counts written pages and demos per product', () => {
    expect(rows).toEqual([
      {
        product: 'Introduction',
        pagesWritten: 2,
        pagesTotal: 2,
        pagesPlanned: 0,
        demosWritten: 0,
        demosReferenceWritten: 0,
        demosReferenceTotal: 0,
      },
      {
        product: 'Tree View',
        pagesWritten: 1,
        pagesTotal: 3,
        pagesPlanned: 1,
        demosWritten: 14,
        demosReferenceWritten: 13,
        demosReferenceTotal: 24,
      },
    ]);
  });

  it('totals the rows', () => {
    expect(totalCoverage(rows)).toEqual({
      product: 'Total',
      pagesWritten: 3,
      pagesTotal: 5,
      pagesPlanned: 1,
      demosWritten: 14,
      demosReferenceWritten: 13,
      demosReferenceTotal: 24,
    });
    expect(formatCoverage(rows)).toMatch(/Total\s+3\/5\s+60%\s+14\/13\s+24\s+54%/);
    // A planned page has no page to write: left out of the counts, and said so.
    expect(formatCoverage(rows)).toContain('the pages the reference flags planned (Tree View 1)');
  });

  it('lists the unwritten pages with their plan and reference demos', () => {
    expect(missingPages(REFERENCE, (route) => WRITTEN.has(route))).toEqual([
      { product: 'Tree View', pathname: '/x/react-tree-view', demos: 2 },
      {
        product: 'Tree View',
        pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
        plan: 'pro',
        demos: 9,
      },
    ]);
    expect(formatMissing(missingPages(REFERENCE, (route) => WRITTEN.has(route)))).toMatch(
      /lazy-loading\s+pro\s+9 demos/,
    );
  });
});
