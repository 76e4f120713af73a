import type { NavPage, Plan } from '../page/navTypes';

/**
 * Readers of the v8.29.3 reference files in content/nav/reference/ (facts of the real docs'
 * navigation, copied from shared/reference): the whole tree, and one row per guide page with the
 * number of demos its reference page shows. Pure functions over the files' text, so the
 * navigation test and the coverage report read the same rows.
 */

/** One entry of the reference tree, depth first, as `x-nav-v8.29.3.tsv` lists it. */
export interface ReferenceNavRow {
  depth: number;
  pathname: string;
  title?: string;
  subheader?: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

/** One guide page of the reference, as `x-guide-pages-v8.29.3.tsv` lists it. */
export interface ReferenceGuidePage {
  /** The path of groups above it, `>`-separated (its first part is the product group). */
  group: string;
  pathname: string;
  plan?: Plan;
  /** Flagged planned: an entry without a page (the five Data Grid panel pages). */
  planned?: true;
  /** Demos the reference page embeds; null where it is not a docs page (a link to a file). */
  demos: number | null;
}

const flag = (value: string | undefined) => (value === 'true' ? true : undefined);
const plan = (value: string | undefined) =>
  value === 'pro' || value === 'premium' ? value : undefined;

/** Data lines of a reference file up to its first `#` section line after the header. */
function dataLines(text: string): string[][] {
  const lines = text.split('\n');
  const rows: string[][] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith('#')) break;
    if (line.trim()) rows.push(line.split('\t'));
  }
  return rows;
}

/** The reference tree's rows (the part before its "# API pages" section). */
export function parseReferenceNav(text: string): ReferenceNavRow[] {
  return dataLines(text).map(
    ([depth, pathname, title, subheader, planValue, newFeature, planned, unstable]) =>
      withoutUndefined({
        depth: Number(depth),
        pathname,
        title: title || undefined,
        subheader: subheader || undefined,
        plan: plan(planValue),
        newFeature: flag(newFeature),
        planned: flag(planned),
        unstable: flag(unstable),
      }),
  );
}

/** The reference's guide pages with their demo counts. */
export function parseReferenceGuidePages(text: string): ReferenceGuidePage[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [group, pathname, , planValue, , plannedValue, , demos] = line.split('\t');
      return withoutUndefined({
        group,
        pathname,
        plan: plan(planValue),
        planned: flag(plannedValue),
        demos: demos ? Number(demos) : null,
      });
    });
}

/** Our tree in the reference's row form, depth first (for comparing the two). */
export function navToReferenceRows(tree: readonly NavPage[], depth = 0): ReferenceNavRow[] {
  return tree.flatMap((page) => [
    withoutUndefined({
      depth,
      pathname: page.pathname,
      title: page.title || undefined,
      subheader: page.subheader,
      plan: page.plan,
      newFeature: page.newFeature,
      planned: page.planned,
      unstable: page.unstable,
    }),
    ...(page.children ? navToReferenceRows(page.children, depth + 1) : []),
  ]);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
