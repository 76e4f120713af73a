import { describe, expect, it } from 'vitest';
import * as ads from './constants';

describe('ad constants (spec points 4 and 9)', () => {
  it('keeps the spec values', () => {
    expect(ads.AD_FEED_MAX_TRIES).toBe(10);
    expect([
      ads.AD_BLOCK_CHECK_MAX_TRIES,
      ads.AD_BLOCK_CHECK_INTERVAL_MS,
      ads.AD_BLOCK_BLOCKED_AFTER_CHECKS,
    ]).toEqual([30, 500, 6]);
    expect([
      ads.AD_BLOCK_MESSAGE_RATIO,
      ads.INLINE_AD_SHAPE_RATIO,
      ads.AD_DISPLAY_EVENT_RATIO,
    ]).toEqual([0.2, 0.2, 0.1]);
    expect([ads.AD_MIN_HEIGHT, ads.AD_MIN_HEIGHT_XS, ads.AD_MARGIN_SPACING]).toEqual([126, 142, 3]);
  });

  it('recognises crawlers by their user agent', () => {
    for (const agent of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'AhrefsSiteCrawler',
      'Baiduspider',
      'SomeRobot/1',
      'crawling-agent',
    ]) {
      expect(ads.BOT_USER_AGENT.test(agent), agent).toBe(true);
    }
    expect(
      ads.BOT_USER_AGENT.test(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
