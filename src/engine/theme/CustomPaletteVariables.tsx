import * as React from 'react';
import { createDocsTheme, type PaletteColors } from './docsTheme';
import { styleObjectToCss } from './static/renderCss';

/**
 * The docs theme's CSS variables recomputed with the reader's colours (main, light, dark and
 * contrast text derived by Material UI), in a style element after the build-time ones so they win.
 * Loaded on demand: only readers who chose colours pay for it.
 */
export default function CustomPaletteVariables({ colors }: { colors: PaletteColors }) {
  const css = React.useMemo(() => {
    try {
      return createDocsTheme({ paletteColors: colors })
        .generateStyleSheets()
        .map((sheet) => styleObjectToCss('', sheet))
        .join('');
    } catch {
      return ''; // an invalid colour from an old cookie: keep the default colours
    }
  }, [colors]);
  return <style data-custom-palette="">{css}</style>;
}
