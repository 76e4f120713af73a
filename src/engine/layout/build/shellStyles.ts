import type { StaticStyle } from '../../theme/static/staticStyle';
import { globalDocsStyles } from '../../theme/GlobalDocsStyles.styles';
import { skipLinkStyles } from '../SkipLink.styles';
import { CONTENT_STYLES } from './contentStyles';
import { LAYOUT_STYLES } from './layoutStyles';

/**
 * Every static style of the shell, in cascade order (later wins at equal specificity). The only
 * importer of `*.styles.ts` files; read at build time by shellCss.ts.
 */
export const SHELL_STYLES: readonly StaticStyle[] = [
  globalDocsStyles,
  skipLinkStyles,
  ...LAYOUT_STYLES,
  ...CONTENT_STYLES,
];
