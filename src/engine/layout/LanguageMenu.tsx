import * as React from 'react';
import { PathIcon } from '../ui/PathIcon';
import { routeToUrl } from '../routing/contentFiles';
import { LANGUAGES, type Language } from '../../config/languages';
import { MenuButton } from '../ui/MenuButton';
import { usePage, useTranslate } from '../page/PageContext';

/** Each language's name, written in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文' };

/** Switches between /x/… and /zh/x/…, keeping the page and the anchor the reader is at. */
export function LanguageMenu() {
  const t = useTranslate();
  const { language, route } = usePage();
  const target = route ?? '/x/introduction';
  return (
    <MenuButton
      id="language-selector"
      menuId="language-menu"
      label={`${t('appFrame.changeLanguage')}: ${LANGUAGE_NAMES[language]}`}
      className="app-bar-button app-bar-text-button"
      entries={LANGUAGES.map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        lang,
        selected: lang === language,
        href: lang === language ? undefined : routeToUrl(target, lang),
        onFollow: (event) => {
          event.currentTarget.href = routeToUrl(target, lang) + window.location.hash;
        },
      }))}
    >
      <PathIcon d="m12.87 15.07-2.54-2.51.03-.03A17.5 17.5 0 0 0 14.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z" />
    </MenuButton>
  );
}
