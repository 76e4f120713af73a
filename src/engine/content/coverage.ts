import type { ReferenceGuidePage } from '../nav/referenceTsv';

/** Written against reference guide pages and demos of one product (a top-level navigation group). */
export interface CoverageRow {
  product: string;
  pagesWritten: number;
  pagesTotal: number;
  /** Pages the reference flags planned: entries without a page, left out of the counts. */
  pagesPlanned: number;
  /** Demos the written pages embed here. */
  demosWritten: number;
  /** Demos the reference shows on those same written pages. */
  demosReferenceWritten: number;
  /** Demos the reference shows on all of the product's pages. */
  demosReferenceTotal: number;
}

/** A reference page not written yet, with the demos its reference shows. */
export interface MissingPage {
  product: string;
  pathname: string;
  plan?: string;
  demos: number;
}

/** The product a reference row belongs to: the first part of its group path. */
const productOf = (page: ReferenceGuidePage) => page.group.split(' > ')[0];

/**
 * Measures the site against the reference's guide pages: per product, how many are written, and
 * how many demos the written pages embed against the reference's demos for the same pages (and
 * for all of the product's pages). `demosOn(route)` counts the demos a written page embeds.
 */
export function computeCoverage(
  reference: readonly ReferenceGuidePage[],
  isWritten: (route: string) => boolean,
  demosOn: (route: string) => number,
): CoverageRow[] {
  const rows = new Map<string, CoverageRow>();
  for (const page of reference) {
    const product = productOf(page);
    const row =
      rows.get(product) ??
      rows
        .set(product, {
          product,
          pagesWritten: 0,
          pagesTotal: 0,
          pagesPlanned: 0,
          demosWritten: 0,
          demosReferenceWritten: 0,
          demosReferenceTotal: 0,
        })
        .get(product)!;
    if (page.planned) {
      row.pagesPlanned += 1;
      continue;
    }
    const demos = page.demos ?? 0;
    row.pagesTotal += 1;
    row.demosReferenceTotal += demos;
    if (isWritten(page.pathname)) {
      row.pagesWritten += 1;
      row.demosWritten += demosOn(page.pathname);
      row.demosReferenceWritten += demos;
    }
  }
  return [...rows.values()];
}

/** The reference pages not written yet, in reference order (planned ones have no page to write). */
export function missingPages(
  reference: readonly ReferenceGuidePage[],
  isWritten: (route: string) => boolean,
): MissingPage[] {
  return reference
    .filter((page) => !page.planned && !isWritten(page.pathname))
    .map((page) => ({
      product: productOf(page),
      pathname: page.pathname,
      ...(page.plan ? { plan: page.plan } : {}),
      demos: page.demos ?? 0,
    }));
}

/** The sum of every row, as a row named "Total". */
export function totalCoverage(rows: readonly CoverageRow[]): CoverageRow {
  return rows.reduce(
    (sum, row) => ({
      product: 'Total',
      pagesWritten: sum.pagesWritten + row.pagesWritten,
      pagesTotal: sum.pagesTotal + row.pagesTotal,
      pagesPlanned: sum.pagesPlanned + row.pagesPlanned,
      demosWritten: sum.demosWritten + row.demosWritten,
      demosReferenceWritten: sum.demosReferenceWritten + row.demosReferenceWritten,
      demosReferenceTotal: sum.demosReferenceTotal + row.demosReferenceTotal,
    }),
    {
      product: 'Total',
      pagesWritten: 0,
      pagesTotal: 0,
      pagesPlanned: 0,
      demosWritten: 0,
      demosReferenceWritten: 0,
      demosReferenceTotal: 0,
    },
  );
}

const percent = (part: number, all: number) =>
  all === 0 ? '   -' : `${Math.round((100 * part) / all)}%`.padStart(4);

/** The coverage rows as an aligned text table with a total line. */
export function formatCoverage(rows: readonly CoverageRow[]): string {
  const line = (row: CoverageRow) =>
    [
      row.product.padEnd(24),
      `${row.pagesWritten}/${row.pagesTotal}`.padStart(9),
      percent(row.pagesWritten, row.pagesTotal),
      `${row.demosWritten}/${row.demosReferenceWritten}`.padStart(12),
      `${row.demosReferenceTotal}`.padStart(10),
      percent(row.demosReferenceWritten, row.demosReferenceTotal),
    ].join(' ');
  const header = `${'Product'.padEnd(24)} ${'Guide pages'.padStart(14)} ${'Demos'.padStart(12)} ${'of'.padStart(10)} ${''.padStart(4)}`;
  const planned = rows.filter((row) => row.pagesPlanned > 0);
  return [
    header,
    ...rows.map(line),
    line(totalCoverage(rows)),
    '',
    ...(planned.length > 0
      ? [
          `Not counted: the pages the reference flags planned (${planned.map((row) => `${row.product} ${row.pagesPlanned}`).join(', ')}), which are navigation entries without a page.`,
        ]
      : []),
    'Guide pages: written / reference pages. Demos: on the written pages / the reference demos of those pages;',
    '"of": the reference demos of all the product\'s pages, and the share the written pages hold.',
  ].join('\n');
}

/** The unwritten pages as a list, one line each, with their reference demo counts. */
export function formatMissing(pages: readonly MissingPage[]): string {
  return pages
    .map(
      (page) =>
        `${page.product.padEnd(24)} ${page.pathname.padEnd(60)} ${(page.plan ?? '').padEnd(8)} ${String(page.demos).padStart(3)} demos`,
    )
    .join('\n');
}
