/** Analytics constants (spec point 7). Each is named once here; the tests of their users check them. */

/** Host of the Google tag script, loaded only when a measurement id is configured. */
export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** A session reports web vitals when its single random draw is below this (1 in 10,000). */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;

/** Label sent with every web-vitals metric. */
export const WEB_VITALS_LABEL = 'Web Vitals';

/** Meta tags the page view reads its product from (written by the page head). */
export const PRODUCT_ID_META = 'mui:productId';
export const PRODUCT_CATEGORY_ID_META = 'mui:productCategoryId';
