import type { Segment } from '../markdown/build/segments';
import type { NavPage } from '../page/navTypes';

/** Product landing pages: the MUI X overview and each product's root page. */
const OVERVIEW_ROUTE = /^\/x\/(introduction|react-[a-z-]+)$/;
/** Each product's quickstart. */
const QUICKSTART_ROUTE = /^\/x\/react-[a-z-]+\/quickstart$/;

/**
 * Whether a guide page shows an ad. Front matter `disableAd` decides when given. Otherwise, as on
 * the reference site, overviews, quickstarts and Pro/Premium feature pages have none, and neither
 * does a page with a demo marked `disableAd`.
 */
export function guidePageHasNoAd(
  route: string,
  frontMatterDisableAd: boolean | undefined,
  navPage: NavPage | undefined,
  segments: readonly Segment[],
): boolean {
  if (frontMatterDisableAd !== undefined) return frontMatterDisableAd;
  if (OVERVIEW_ROUTE.test(route) || QUICKSTART_ROUTE.test(route)) return true;
  if (navPage?.plan) return true;
  return segments.some(
    (segment) =>
      segment.kind === 'island' && segment.component === 'Demo' && segment.props.disableAd,
  );
}
