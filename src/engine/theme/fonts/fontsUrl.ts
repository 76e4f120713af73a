/**
 * Where the font files are served from; each package's files sit in a folder named by its
 * version. A module of its own so that the service worker can import it without the font tables.
 */
export const FONTS_URL = '/static/fonts';
