import { isApiPath, listPageEntries } from '../nav/tree';
import { pageToTitle } from '../nav/pageToTitle';
import type { NavPage } from '../nav/types';

/** Written and total pages of one top-level navigation group. */
export interface CoverageRow {
  group: string;
  guideWritten: number;
  guideTotal: number;
  apiWritten: number;
  apiTotal: number;
}

/** Counts, per top-level group of the navigation, how many guide and API pages are written. */
export function computeCoverage(tree: readonly NavPage[], isWritten: (route: string) => boolean): CoverageRow[] {
  return tree
    .filter((group) => group.children)
    .map((group) => {
      const pages = listPageEntries(group.children ?? []);
      const guides = pages.filter((page) => !isApiPath(page.pathname));
      const apis = pages.filter((page) => isApiPath(page.pathname));
      return {
        group: pageToTitle(group) ?? group.pathname,
        guideWritten: guides.filter((page) => isWritten(page.pathname)).length,
        guideTotal: guides.length,
        apiWritten: apis.filter((page) => isWritten(page.pathname)).length,
        apiTotal: apis.length,
      };
    });
}

/** The coverage rows as an aligned text table with a total line. */
export function formatCoverage(rows: readonly CoverageRow[]): string {
  const total = rows.reduce(
    (sum, row) => ({
      group: 'Total',
      guideWritten: sum.guideWritten + row.guideWritten,
      guideTotal: sum.guideTotal + row.guideTotal,
      apiWritten: sum.apiWritten + row.apiWritten,
      apiTotal: sum.apiTotal + row.apiTotal,
    }),
    { group: 'Total', guideWritten: 0, guideTotal: 0, apiWritten: 0, apiTotal: 0 },
  );
  const percent = (written: number, all: number) => (all === 0 ? '  -' : `${Math.round((100 * written) / all)}%`.padStart(4));
  const line = (row: CoverageRow) =>
    `${row.group.padEnd(24)}${`${row.guideWritten}/${row.guideTotal}`.padStart(9)} ${percent(row.guideWritten, row.guideTotal)}${`${row.apiWritten}/${row.apiTotal}`.padStart(11)} ${percent(row.apiWritten, row.apiTotal)}`;
  return [`${'Product'.padEnd(24)}${'Guides'.padStart(14)}${'API pages'.padStart(16)}`, ...rows.map(line), line(total)].join('\n');
}
