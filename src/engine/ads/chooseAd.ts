import type { AdSources, HouseAd } from '../../config/ads';
import {
  AD_BLOCK_MESSAGE_RATIO,
  AD_PLACEMENT,
  AD_SHAPE_STORAGE_KEY,
  BOT_USER_AGENT,
  INLINE_AD_SHAPE_RATIO,
} from './constants';
import type { FeedAd, FeedOutcome } from './feed';

/** The two presentations: a picture with text, or a single text line. */
export type AdShape = 'image' | 'inline';

/** Where the ad shown came from; the first part of the analytics label. */
export type AdSource = 'carbon' | 'in-house' | 'in-house-carbon' | 'in-house-adblock';

/** What the ad slot shows. */
export type AdChoice =
  | { kind: 'empty' }
  | { kind: 'feed'; source: 'carbon'; ad: FeedAd }
  /** An ad script rendered its own ad into the slot. */
  | { kind: 'script'; source: 'carbon' }
  | { kind: 'house'; source: 'in-house' | 'in-house-carbon'; ad: HouseAd }
  | { kind: 'adblock-message'; source: 'in-house-adblock' };

/** Everything the decision needs, passed in so it can be tested without a browser. */
export interface AdFlow {
  userAgent: string;
  sources: Pick<AdSources, 'feedUrl' | 'scriptUrl'>;
  houseAds: readonly HouseAd[];
  random: () => number;
  fetchFeed: (url: string) => Promise<FeedOutcome>;
  /** Injects the ad script, then looks for the ad element it renders. */
  runScript: (url: string) => Promise<'found' | 'blocked'>;
  /** Looks for an ad element after the feed failed on the network. */
  detectAdBlock: () => Promise<'found' | 'blocked'>;
}

/**
 * Decides what the ad slot shows. Bots get nothing. A configured ad script comes first; otherwise
 * the feed: its ad, or after every try came back unusable a house ad. A network failure (or a
 * script that never renders) means an ad blocker once detection confirms it: about 20% of those
 * visitors see the "allow ads" message, the others a house ad.
 */
export async function chooseAd(flow: AdFlow): Promise<AdChoice> {
  if (BOT_USER_AGENT.test(flow.userAgent)) return { kind: 'empty' };
  const house = (source: 'in-house' | 'in-house-carbon'): AdChoice => ({
    kind: 'house',
    source,
    ad: flow.houseAds[
      Math.min(flow.houseAds.length - 1, Math.floor(flow.random() * flow.houseAds.length))
    ],
  });
  const afterDetection = (detected: 'found' | 'blocked'): AdChoice => {
    if (detected === 'found') return { kind: 'script', source: 'carbon' };
    return flow.random() < AD_BLOCK_MESSAGE_RATIO
      ? { kind: 'adblock-message', source: 'in-house-adblock' }
      : house('in-house');
  };

  if (flow.sources.scriptUrl) return afterDetection(await flow.runScript(flow.sources.scriptUrl));
  if (!flow.sources.feedUrl) return house('in-house');
  const outcome = await flow.fetchFeed(flow.sources.feedUrl);
  if (outcome.status === 'ad') return { kind: 'feed', source: 'carbon', ad: outcome.ad };
  if (outcome.status === 'exhausted') return house('in-house-carbon');
  return afterDetection(await flow.detectAdBlock());
}

/** The analytics label of an ad: `<source>-<placement>-<shape>`. */
export function adLabel(source: AdSource, shape: AdShape): string {
  return `${source}-${AD_PLACEMENT}-${shape}`;
}

/** The analytics label of a decided choice; null while deciding and for the empty (bot) slot. */
export function adChoiceLabel(choice: AdChoice | null, shape: AdShape): string | null {
  return choice && choice.kind !== 'empty' ? adLabel(choice.source, shape) : null;
}

/** The draw kept for the life of the page when sessionStorage is unavailable. */
let pageShape: AdShape | null = null;

/**
 * The session's ad style, drawn once (20% inline) and kept in sessionStorage so every page of
 * the visit looks the same. Without usable storage the draw is kept for the life of the page.
 */
export function sessionAdShape(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  random: () => number = Math.random,
): AdShape {
  const draw = (): AdShape => (random() < INLINE_AD_SHAPE_RATIO ? 'inline' : 'image');
  try {
    if (!storage) throw new Error('no storage');
    const stored = storage.getItem(AD_SHAPE_STORAGE_KEY);
    if (stored === 'image' || stored === 'inline') return stored;
    const shape = draw();
    storage.setItem(AD_SHAPE_STORAGE_KEY, shape);
    return shape;
  } catch {
    // Storage is missing or throws (disabled, full): keep the draw for this page.
    pageShape ??= draw();
    return pageShape;
  }
}
