import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * A block of shell CSS written as a Material UI style object, turned into plain CSS once at
 * build time (see shellCss.ts) and inlined in every page's head. The browser receives only the
 * CSS: no style code, no CSS-in-JS runtime, nothing to compute while the page hydrates.
 *
 * Only the build-time registry (shellStyles.ts) may import a `*.styles.ts` file; components use
 * the class names. Horizontal properties are logical (margin-inline-start, inset-inline-end…) so
 * the same CSS serves right-to-left pages; the builder rejects physical ones.
 */
export interface StaticStyle {
  /** Selector the styles apply to ('' for global rules such as `html` or `:root`). */
  selector: string;
  styles: (theme: Theme) => CSSObject;
}

export function staticStyle(selector: string, styles: (theme: Theme) => CSSObject): StaticStyle {
  return { selector, styles };
}
