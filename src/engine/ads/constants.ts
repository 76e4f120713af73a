/** Ad constants (spec points 4 and 9). Each is named once here; the tests of their users check them. */

/** At most this many requests to the feed when it answers with an error or an unusable list. */
export const AD_FEED_MAX_TRIES = 10;

/** Ad-blocker detection: how often and how many times the ad element is looked for. */
export const AD_BLOCK_CHECK_INTERVAL_MS = 500;
export const AD_BLOCK_CHECK_MAX_TRIES = 30;
/** More than this many checks without the ad element means the visitor blocks ads. */
export const AD_BLOCK_BLOCKED_AFTER_CHECKS = 6;

/** What an ad script renders; its presence means ads are not blocked. */
export const AD_ELEMENT_SELECTOR = '#carbonads, .carbonads, .ea-placement';
/** Id of the injected ad script (as on the reference site, so a script looking for itself finds it). */
export const AD_SCRIPT_ID = '_carbonads_js';

/** Share of visitors with an ad blocker who see the "allow ads" message instead of a house ad. */
export const AD_BLOCK_MESSAGE_RATIO = 0.2;
/** Share of sessions that get the inline (text line) style instead of the image style. */
export const INLINE_AD_SHAPE_RATIO = 0.2;
/** Share of ad displays reported to analytics. */
export const AD_DISPLAY_EVENT_RATIO = 0.1;

/** Space reserved for the ad before it arrives, in px, and its vertical margin in spacing units. */
export const AD_MIN_HEIGHT = 126;
export const AD_MIN_HEIGHT_XS = 142;
export const AD_MARGIN_SPACING = 3;

/** The only placement: the page description area. Part of every analytics label. */
export const AD_PLACEMENT = 'body-top';

/** Visitors whose user agent matches this are crawlers and get an empty ad. */
export const BOT_USER_AGENT = /bot|crawler|spider|robot|crawling/i;

/** sessionStorage key holding the ad style chosen for the session. */
export const AD_SHAPE_STORAGE_KEY = 'adShape';
