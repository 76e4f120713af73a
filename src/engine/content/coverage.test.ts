import { describe, expect, it } from 'vitest';
import { navTree } from '../../../content/nav/pages';
import { computeCoverage, formatCoverage } from './coverage';

describe('computeCoverage', () => {
  it('counts guide and API pages per product group', () => {
    const written = new Set(['/x/introduction', '/x/introduction/installation', '/x/api/tree-view/rich-tree-view']);
    const rows = computeCoverage(navTree, (route) => written.has(route));
    expect(rows.map((row) => row.group)).toEqual([
      'Introduction',
      'Common concepts',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
    ]);
    expect(rows[0]).toEqual({ group: 'Introduction', guideWritten: 2, guideTotal: 5, apiWritten: 0, apiTotal: 0 });
    expect(rows.find((row) => row.group === 'Tree View')).toMatchObject({ apiWritten: 1 });
    expect(rows.reduce((sum, row) => sum + row.guideTotal, 0)).toBe(163);
    expect(rows.reduce((sum, row) => sum + row.apiTotal, 0)).toBe(146);
  });

  it('formats a table with a total line', () => {
    const text = formatCoverage([{ group: 'Tree View', guideWritten: 3, guideTotal: 12, apiWritten: 0, apiTotal: 7 }]);
    expect(text).toContain('Tree View');
    expect(text).toMatch(/Total\s+3\/12\s+25%\s+0\/7\s+0%/);
  });
});
