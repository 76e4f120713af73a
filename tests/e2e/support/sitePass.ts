import type { ColorScheme } from './axe';
import { demoRenderPlan, generatedDocsUrls, guideDocsUrls } from './pages';

/**
 * The whole-site pass as a list of visits, cut into batches that share one browser tab. Each
 * built page is visited once (guide pages and generated pages in both languages), and each demo
 * is rendered once: on the English page of the first guide page that embeds it, or alone on its
 * playground page when no page embeds it (and for each styling variant besides the default).
 * Every guide page is also checked by axe, in the colour mode it is loaded in (colorSchemeOf).
 */
export type Visit =
  | { kind: 'guide'; url: string; demos: string[]; colorScheme: ColorScheme }
  | { kind: 'generated'; url: string }
  | { kind: 'playground'; url: string; demo: string; styling: string };

/**
 * Relative cost of a visit, in units of about 0.84 s: the mean times of `npm run bench:suite` on a
 * fresh clone on 2026-11-26 (a guide visit was 0.6 s of load and checks and 1.8 s of axe).
 * A batch is filled up to BATCH_WEIGHT, so batches take about the same time and both workers stay busy.
 */
export const VISIT_WEIGHT = {
  guide: 0.72,
  generated: 0.63,
  playground: 0.52,
  demo: 0.63,
  axe: 2.2,
} as const;
const BATCH_WEIGHT = 24;

const weightOf = (visit: Visit) =>
  visit.kind === 'guide'
    ? VISIT_WEIGHT.guide + visit.demos.length * VISIT_WEIGHT.demo + VISIT_WEIGHT.axe
    : VISIT_WEIGHT[visit.kind];

/**
 * The colour mode the n-th guide page (in guideDocsUrls' order: each route in English, then in
 * Chinese) is loaded and checked in: the modes alternate from route to route, and the Chinese page
 * takes the mode its English page did not, so each language and each route sees both modes.
 */
export function colorSchemeOf(index: number): ColorScheme {
  const route = Math.floor(index / 2);
  const chinese = index % 2;
  return (route + chinese) % 2 === 0 ? 'light' : 'dark';
}

/** Every visit of the pass, guide pages first (the heaviest batches start first). */
export function siteVisits(): Visit[] {
  const plan = demoRenderPlan();
  const guides: Visit[] = guideDocsUrls().map((url, index) => ({
    kind: 'guide',
    url,
    demos: url.startsWith('/zh/') ? [] : (plan.pages.get(url.slice(0, -1)) ?? []),
    colorScheme: colorSchemeOf(index),
  }));
  const generated: Visit[] = generatedDocsUrls().map((url) => ({ kind: 'generated', url }));
  const playgrounds: Visit[] = plan.playgrounds.map(({ id, styling }) => ({
    kind: 'playground',
    url: `/playground/${id}/`,
    demo: id,
    styling,
  }));
  return [...guides, ...playgrounds, ...generated];
}

/** The visits cut into batches of about BATCH_WEIGHT each, in order. */
export function batchVisits(visits: readonly Visit[], batchWeight = BATCH_WEIGHT): Visit[][] {
  const batches: Visit[][] = [];
  let current: Visit[] = [];
  let weight = 0;
  for (const visit of visits) {
    if (current.length > 0 && weight + weightOf(visit) > batchWeight) {
      batches.push(current);
      current = [];
      weight = 0;
    }
    current.push(visit);
    weight += weightOf(visit);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The estimated weight of a batch (its test timeout grows with it). */
export function batchWeight(batch: readonly Visit[]): number {
  return batch.reduce((sum, visit) => sum + weightOf(visit), 0);
}
