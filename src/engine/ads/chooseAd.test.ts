import { describe, expect, it, vi } from 'vitest';
import { HOUSE_ADS } from '../../config/ads';
import { adChoiceLabel, adLabel, chooseAd, sessionAdShape, type AdFlow } from './chooseAd';
import { BOT_USER_AGENT } from './constants';
import type { FeedAd } from './feed';

const feedAd: FeedAd = {
  company: 'Acme',
  description: 'Builds',
  image: null,
  statlink: 'https://x.example.com/c',
  statimp: null,
  pixel: null,
  timestamp: null,
};
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function flow(overrides: Partial<AdFlow>): AdFlow {
  return {
    userAgent: BROWSER,
    sources: { feedUrl: 'https://feed.example.com/ads.json', scriptUrl: null },
    houseAds: HOUSE_ADS,
    random: () => 0.5,
    fetchFeed: vi.fn(async () => ({ status: 'ad' as const, ad: feedAd, tries: 1 })),
    runScript: vi.fn(async () => 'found' as const),
    detectAdBlock: vi.fn(async () => 'blocked' as const),
    ...overrides,
  };
}

describe('chooseAd', () => {
  it('shows the feed ad when the feed has one', async () => {
    expect(await chooseAd(flow({}))).toEqual({ kind: 'feed', source: 'carbon', ad: feedAd });
  });

  it('falls back to a house ad when every try came back unusable', async () => {
    const choice = await chooseAd(
      flow({ fetchFeed: async () => ({ status: 'exhausted', tries: 10 }) }),
    );
    expect(choice).toMatchObject({ kind: 'house', source: 'in-house-carbon' });
  });

  it('after a network failure asks the detection, then shows the message to about 20% and a house ad to the rest', async () => {
    const detectAdBlock = vi.fn(async () => 'blocked' as const);
    const networkError = async () => ({ status: 'network-error' as const, tries: 1 });
    // random() is drawn once for the message split (0.1 < 0.2 → message).
    expect(
      await chooseAd(flow({ fetchFeed: networkError, detectAdBlock, random: () => 0.1 })),
    ).toEqual({ kind: 'adblock-message', source: 'in-house-adblock' });
    expect(detectAdBlock).toHaveBeenCalledTimes(1);
    const house = await chooseAd(flow({ fetchFeed: networkError, random: () => 0.99 }));
    expect(house).toMatchObject({
      kind: 'house',
      source: 'in-house',
      ad: HOUSE_ADS[HOUSE_ADS.length - 1],
    });
  });

  it('uses a configured ad script instead of the feed and detects a blocked script', async () => {
    const fetchFeed = vi.fn();
    const sources = {
      feedUrl: 'https://feed.example.com/ads.json',
      scriptUrl: 'https://cdn.example.com/ads.js',
    };
    expect(await chooseAd(flow({ sources, fetchFeed }))).toEqual({
      kind: 'script',
      source: 'carbon',
    });
    expect(
      await chooseAd(flow({ sources, fetchFeed, runScript: async () => 'blocked' })),
    ).toMatchObject({ kind: 'house', source: 'in-house' });
    expect(fetchFeed).not.toHaveBeenCalled();
  });

  it('goes straight to a house ad when the feed is turned off', async () => {
    expect(
      await chooseAd(flow({ sources: { feedUrl: null, scriptUrl: null }, random: () => 0 })),
    ).toEqual({ kind: 'house', source: 'in-house', ad: HOUSE_ADS[0] });
  });

  it('gives bots an empty ad without asking the feed', async () => {
    const fetchFeed = vi.fn();
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Baiduspider-render/2.0',
      'MyCrawler/1.0',
    ]) {
      expect(await chooseAd(flow({ userAgent, fetchFeed }))).toEqual({ kind: 'empty' });
    }
    expect(fetchFeed).not.toHaveBeenCalled();
  });

  it('recognises crawlers by their user agent, and not a browser', () => {
    for (const agent of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'AhrefsSiteCrawler',
      'Baiduspider',
      'SomeRobot/1',
      'crawling-agent',
    ]) {
      expect(BOT_USER_AGENT.test(agent), agent).toBe(true);
    }
    expect(BOT_USER_AGENT.test(BROWSER)).toBe(false);
  });
});

describe('adLabel and sessionAdShape', () => {
  it('labels an ad <source>-<placement>-<shape>', () => {
    expect(adLabel('carbon', 'image')).toBe('carbon-body-top-image');
    expect(adLabel('in-house-adblock', 'inline')).toBe('in-house-adblock-body-top-inline');
  });

  it('labels a decided choice, but neither the empty slot nor one still deciding', () => {
    expect(adChoiceLabel({ kind: 'script', source: 'carbon' }, 'inline')).toBe(
      'carbon-body-top-inline',
    );
    expect(adChoiceLabel({ kind: 'empty' }, 'image')).toBeNull();
    expect(adChoiceLabel(null, 'image')).toBeNull();
  });

  it('draws the shape once per session: below 0.2 inline, otherwise image', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(sessionAdShape(storage, () => 0.19)).toBe('inline');
    expect(store.get('adShape')).toBe('inline');
    expect(sessionAdShape(storage, () => 0.9)).toBe('inline');
    store.clear();
    expect(sessionAdShape(storage, () => 0.2)).toBe('image');
  });

  it('keeps one draw for the page when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    const first = sessionAdShape(broken, () => 0.5);
    expect(sessionAdShape(broken, () => 0.01)).toBe(first);
  });
});
