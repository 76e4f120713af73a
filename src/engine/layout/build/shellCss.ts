import { createDocsTheme } from '../../theme/docsTheme';
import { fallbackFontFaceCss } from '../../theme/fonts/build/fontFaceCss';
import { renderStaticStyles, styleObjectToCss } from '../../theme/static/renderCss';
import { SHELL_STYLES } from './shellStyles';

let cached: string | null = null;

/**
 * The shell's whole stylesheet, made once per build process and inlined by `_document`: the web
 * font's fallback face, the docs theme's CSS variables (light and dark), then every component's static
 * styles. Build-time only: nothing here reaches the browser as JavaScript.
 */
export function shellCss(): string {
  if (cached !== null) return cached;
  const theme = createDocsTheme();
  const variables = theme
    .generateStyleSheets()
    .map((sheet) => styleObjectToCss('', sheet))
    .join('');
  cached = fallbackFontFaceCss(process.cwd()) + variables + renderStaticStyles(theme, SHELL_STYLES);
  return cached;
}
