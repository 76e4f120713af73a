import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import type { CSSObject, Theme } from '@mui/material/styles';
import type { StaticStyle } from './staticStyle';

/**
 * Physical horizontal properties: the shell's CSS must use logical ones so that `dir="rtl"`
 * mirrors it with no second stylesheet. `left`/`right` as values of other properties (e.g.
 * `transform-origin`) are not matched.
 */
const PHYSICAL_PROPERTY =
  /(?:^|[;{])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)[a-z-]*|left|right|float|clear|text-align:\s*(?:left|right))(?=:|;|})/;

/**
 * A style object as flat CSS text, nested selectors resolved against `selector`. No vendor
 * prefixing (Emotion's default): every browser the site supports reads the standard properties,
 * and the prefixed copies were a third of the declarations. A style that still needs one for a
 * supported browser writes it itself (`WebkitBackdropFilter`).
 */
export function styleObjectToCss(selector: string, object: CSSObject | CSSObject[]): string {
  // Material UI's style-object type is wider than Emotion's; the serializer accepts both.
  const { styles } = serializeStyles((Array.isArray(object) ? object : [object]) as never, {});
  const source = selector ? `${selector}{${styles}}` : styles;
  return serialize(compile(source), stringify);
}

/** Renders static styles with the theme; throws naming the selector when one uses a physical property. */
export function renderStaticStyles(theme: Theme, styles: readonly StaticStyle[]): string {
  return styles
    .map(({ selector, styles: make }) => {
      const css = styleObjectToCss(selector, make(theme));
      const physical = PHYSICAL_PROPERTY.exec(css);
      if (physical)
        throw new Error(
          `Static style "${selector || 'global'}" uses the physical property "${physical[1]}"; use its logical form (inline-start/inline-end) so right-to-left pages mirror it.`,
        );
      return css;
    })
    .join('');
}
