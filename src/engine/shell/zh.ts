import navTop from '../../../.generated/nav-top.zh.json';
import en from '../../../translations/en.json';
import zh from '../../../translations/zh.json';
import type { NavPage } from '../page/navTypes';
import type { ShellData } from '../page/shellData';

/** The Chinese shell bundle: imported only by Chinese routes (English labels are the fallback). */
export const SHELL_ZH: ShellData = {
  language: 'zh',
  labels: zh,
  english: en,
  navTop: navTop.nav as NavPage[],
};
