import type { StaticStyle } from '../../theme/static/staticStyle';
import { appBarStyles } from '../AppBar.styles';
import { appFrameColumnStyles } from '../AppFrame.styles';
import { backToTopStyles } from '../BackToTop.styles';
import { docsMainStyles } from '../DocsLayout.styles';
import { menuButtonStyles } from '../../ui/MenuButton.styles';
import { notFoundStyles } from '../NotFoundPage.styles';
import { pageFooterStyles } from '../PageFooter.styles';
import { pageTabsStyles } from '../PageTabs.styles';
import { compactTocStyles, tocStyles } from '../TableOfContents.styles';
import { navDrawerStyles } from '../../nav/NavDrawer.styles';

/**
 * The layout's static styles (navigation drawer, app frame, app bar, page layout and its parts),
 * in the order their components mount: the drawer (with the version menu inside it), the column
 * beside it, the app bar, then the page: main grid, tabs, compact outline, footer, outline,
 * back-to-top button; the 404 page last.
 */
export const LAYOUT_STYLES: readonly StaticStyle[] = [
  navDrawerStyles,
  menuButtonStyles,
  appFrameColumnStyles,
  appBarStyles,
  docsMainStyles,
  pageTabsStyles,
  compactTocStyles,
  pageFooterStyles,
  tocStyles,
  backToTopStyles,
  notFoundStyles,
];
