import { NAV_DRAWER_WIDTH } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { APP_FRAME_COLUMN_CLASS } from './AppFrame';

export const appFrameColumnStyles = staticStyle(`.${APP_FRAME_COLUMN_CLASS}`, (theme) => ({
  minWidth: 0,
  [theme.breakpoints.up('lg')]: { marginInlineStart: NAV_DRAWER_WIDTH },
}));
