import navTop from '../../../.generated/nav-top.en.json';
import en from '../../../translations/en.json';
import type { NavPage } from '../page/navTypes';
import type { ShellData } from '../page/shellData';

/** The English shell bundle: imported only by English routes. */
export const SHELL_EN: ShellData = {
  language: 'en',
  labels: en,
  english: en,
  navTop: navTop.nav as NavPage[],
};
