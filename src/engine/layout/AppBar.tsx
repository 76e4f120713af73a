import * as React from 'react';
import { PathIcon } from '../ui/PathIcon';
import { SettingsButton } from '../preferences/SettingsButton';
import { SearchButton } from '../search/SearchButton';
import { SOURCE_CODE_REPOSITORY } from '../../config/links';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from '../ui/Logo';
import { ProductIdentifier } from '../ui/ProductIdentifier';
import { useTranslate } from '../page/PageContext';

export const APP_BAR_CLASS = 'docs-app-bar';

interface AppBarProps {
  onOpenDrawer: () => void;
  drawerOpen: boolean;
  /** App-bar controls added by other features (version switcher, language menu, search, settings). */
  slots?: { start?: React.ReactNode; end?: React.ReactNode };
}

/** The sticky top bar: menu button, logo and product below lg; feature slots and GitHub link. */
export function AppBar({ onOpenDrawer, drawerOpen, slots }: AppBarProps) {
  const t = useTranslate();
  return (
    <header className={APP_BAR_CLASS}>
      <div className="app-bar-start">
        <button
          type="button"
          className="app-bar-button"
          aria-label={t('appFrame.openDrawer')}
          aria-expanded={drawerOpen}
          aria-controls="main-navigation"
          onClick={onOpenDrawer}
        >
          <PathIcon d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </button>
        <Logo />
        <ProductIdentifier />
      </div>
      {slots?.start}
      <div className="app-bar-end">
        <SearchButton />
        {slots?.end}
        <LanguageMenu />
        <a
          className="app-bar-button"
          href={SOURCE_CODE_REPOSITORY}
          aria-label={t('appFrame.github')}
          title={t('appFrame.github')}
          data-ga-event-category="header"
          data-ga-event-action="github"
        >
          <PathIcon d="M12 1.27a11 11 0 0 0-3.48 21.46c.55.09.73-.28.73-.55v-1.84c-3.03.64-3.67-1.46-3.67-1.46-.55-1.29-1.28-1.65-1.28-1.65-.92-.65.1-.65.1-.65 1.1 0 1.73 1.1 1.73 1.1.92 1.65 2.57 1.2 3.21.92a2 2 0 0 1 .64-1.47c-2.47-.27-5.04-1.19-5.04-5.5 0-1.1.46-2.1 1.2-2.84a3.76 3.76 0 0 1 0-2.93s.91-.28 3.11 1.1c1.8-.49 3.7-.49 5.5 0 2.1-1.38 3.02-1.1 3.02-1.1a3.76 3.76 0 0 1 0 2.93c.83.74 1.2 1.74 1.2 2.94 0 4.21-2.57 5.13-5.04 5.4.45.37.82.92.82 2.02v3.03c0 .27.1.64.73.55A11 11 0 0 0 12 1.27" />
        </a>
        <SettingsButton />
      </div>
    </header>
  );
}
