import { describe, expect, it } from 'vitest';
import type { Segment } from '../markdown/build/segments';
import { guidePageHasNoAd } from './adRules';

const demo = (disableAd: boolean) =>
  ({ kind: 'island', component: 'Demo', props: { disableAd } }) as unknown as Segment;

describe('guidePageHasNoAd', () => {
  it('follows the front matter when it says', () => {
    expect(guidePageHasNoAd('/x/react-data-grid/editing', true, undefined, [])).toBe(true);
    expect(guidePageHasNoAd('/x/react-data-grid', false, undefined, [])).toBe(false);
  });

  it('leaves ads off overviews, quickstarts and Pro/Premium pages by default', () => {
    for (const route of [
      '/x/introduction',
      '/x/react-data-grid',
      '/x/react-tree-view',
      '/x/react-charts/quickstart',
    ]) {
      expect(guidePageHasNoAd(route, undefined, undefined, []), route).toBe(true);
    }
    expect(
      guidePageHasNoAd(
        '/x/react-data-grid/row-grouping',
        undefined,
        { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
        [],
      ),
    ).toBe(true);
    expect(
      guidePageHasNoAd(
        '/x/react-data-grid/editing',
        undefined,
        { pathname: '/x/react-data-grid/editing' },
        [],
      ),
    ).toBe(false);
    expect(guidePageHasNoAd('/x/introduction/installation', undefined, undefined, [])).toBe(false);
  });

  it('leaves ads off a page with a demo marked disableAd', () => {
    expect(guidePageHasNoAd('/x/react-charts/lines', undefined, undefined, [demo(false)])).toBe(
      false,
    );
    expect(
      guidePageHasNoAd('/x/react-charts/lines', undefined, undefined, [demo(false), demo(true)]),
    ).toBe(true);
  });
});
