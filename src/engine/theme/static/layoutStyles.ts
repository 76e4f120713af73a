import type { StaticStyle } from './staticStyle';
import { appBarStyles } from '../../layout/AppBar.styles';
import { appFrameColumnStyles } from '../../layout/AppFrame.styles';
import { backToTopStyles } from '../../layout/BackToTop.styles';
import { docsMainStyles } from '../../layout/DocsLayout.styles';
import { menuButtonStyles } from '../../layout/MenuButton.styles';
import { notFoundStyles } from '../../layout/NotFoundPage.styles';
import { pageFooterStyles } from '../../layout/PageFooter.styles';
import { pageTabsStyles } from '../../layout/PageTabs.styles';
import { compactTocStyles, tocStyles } from '../../layout/TableOfContents.styles';
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
