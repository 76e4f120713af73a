import * as React from 'react';
import { MenuButton } from './MenuButton';
import { usePage, useTranslate } from '../page/PageContext';

/** The version menu of the current product: the installed version, then older majors' sites. */
export function VersionSwitcher() {
  const t = useTranslate();
  const { docs } = usePage();
  const versions = docs?.productIdentifier.versions ?? [];
  const current = versions.find((version) => version.current);
  if (!current) return null;
  return (
    <MenuButton
      id="mui-version-selector"
      menuId="mui-version-menu"
      label={`${t('appFrame.version')}: ${current.text}`}
      className="version-selector"
      align="start"
      entries={versions.map((version) => ({
        key: version.text,
        label: version.text,
        href: version.href,
        selected: version.current,
      }))}
    >
      {current.text}
      {versions.length > 1 ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      ) : null}
    </MenuButton>
  );
}
