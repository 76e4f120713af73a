import * as React from 'react';
import type { Translate } from '../i18n/translate';
import { MenuButton, type MenuEntry } from '../ui/MenuButton';
import { PathIcon } from '../ui/PathIcon';
import type { SandboxKind } from './sandbox/createProject';
import type { DemoMeta, DemoStyling } from './types';
import type { DemoState } from './useDemoState';
import { useRovingTabIndex } from './useRovingTabIndex';

/** Class of the toolbar's root (styled in Demo.styles.ts). */
export const DEMO_TOOLBAR_CLASS = 'demo-toolbar';

/** The toolbar's icons: 24×24 Material Design paths (the same drawings as Material UI's icons). */
const ICONS = {
  palette:
    'M12 2C6.49 2 2 6.49 2 12s4.49 10 10 10c1.38 0 2.5-1.12 2.5-2.5 0-.61-.23-1.2-.64-1.67-.08-.1-.13-.21-.13-.33 0-.28.22-.5.5-.5H16c3.31 0 6-2.69 6-6 0-4.96-4.49-9-10-9m5.5 11c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m-3-4c-.83 0-1.5-.67-1.5-1.5S13.67 6 14.5 6s1.5.67 1.5 1.5S15.33 9 14.5 9M5 11.5c0-.83.67-1.5 1.5-1.5s1.5.67 1.5 1.5S7.33 13 6.5 13 5 12.33 5 11.5m6-4c0 .83-.67 1.5-1.5 1.5S8 8.33 8 7.5 8.67 6 9.5 6s1.5.67 1.5 1.5',
  code: 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z',
  codesandbox:
    'M3 4c0-.55.45-1 1-1h2V1H4C2.34 1 1 2.34 1 4v2h2zm0 16v-2H1v2c0 1.66 1.34 3 3 3h2v-2H4c-.55 0-1-.45-1-1M20 1h-2v2h2c.55 0 1 .45 1 1v2h2V4c0-1.66-1.34-3-3-3m1 19c0 .55-.45 1-1 1h-2v2h2c1.66 0 3-1.34 3-3v-2h-2zm-2-5.13V9.13c0-.72-.38-1.38-1-1.73l-5-2.88c-.31-.18-.65-.27-1-.27s-.69.09-1 .27L6 7.39c-.62.36-1 1.02-1 1.74v5.74c0 .72.38 1.38 1 1.73l5 2.88c.31.18.65.27 1 .27s.69-.09 1-.27l5-2.88c.62-.35 1-1.01 1-1.73m-8 2.3-4-2.3v-4.63l4 2.33zm1-6.33L8.04 8.53 12 6.25l3.96 2.28zm5 4.03-4 2.3v-4.6l4-2.33z',
  stackblitz:
    'M11 21h-1l1-7H7.5c-.88 0-.33-.75-.31-.78C8.48 10.94 10.42 7.54 13.01 3h1l-1 7h3.51c.4 0 .62.19.4.66C12.97 17.55 11 21 11 21',
  copy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  resetFocus:
    'M5 15H3v4c0 1.1.9 2 2 2h4v-2H5zM5 5h4V3H5c-1.1 0-2 .9-2 2v4h2zm14-2h-4v2h4v4h2V5c0-1.1-.9-2-2-2m0 16h-4v2h4c1.1 0 2-.9 2-2v-4h-2zM12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 6c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2',
  reset:
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  more: 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  github:
    'M12 1.27a11 11 0 00-3.48 21.46c.55.09.73-.28.73-.55v-1.84c-3.03.64-3.67-1.46-3.67-1.46-.55-1.29-1.28-1.65-1.28-1.65-.92-.65.1-.65.1-.65 1.1 0 1.73 1.1 1.73 1.1.92 1.65 2.57 1.2 3.21.92a2 2 0 01.64-1.47c-2.47-.27-5.04-1.19-5.04-5.5 0-1.1.46-2.1 1.2-2.84a3.76 3.76 0 010-2.93s.91-.28 3.11 1.1c1.8-.49 3.7-.49 5.5 0 2.1-1.38 3.02-1.1 3.02-1.1a3.76 3.76 0 010 2.93c.83.74 1.2 1.74 1.2 2.94 0 4.21-2.57 5.13-5.04 5.4.45.37.82.92.82 2.02v3.03c0 .27.1.64.73.55A11 11 0 0012 1.27',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5',
} as const;

/** What the toolbar asks its owner to do. */
export interface DemoToolbarActions {
  copySource: () => void;
  copyLink: (variant: 'TS' | 'JS') => void;
  openSandbox: (kind: SandboxKind) => void;
  resetFocus: () => void;
  prefetchCode: () => void;
}

interface DemoToolbarProps {
  demo: DemoMeta;
  state: DemoState;
  actions: DemoToolbarActions;
  codePanelId: string;
  rtl: boolean;
  t: Translate;
}

/** Analytics attributes every toolbar control carries. */
function ga(action: string, demo: DemoMeta) {
  return {
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': demo.id,
  } as const;
}

/**
 * The demo toolbar: styling menu, JavaScript / TypeScript toggle, show code, sandboxes, copy,
 * reset focus, reset demo and a "more" menu — one Tab stop, arrow keys between controls. Plain
 * buttons styled by the shell's static CSS (tooltips included): the toolbar loads no Material UI,
 * so a demo that does not use it (a chart) does not download it for the frame around it.
 */
export function DemoToolbar({ demo, state, actions, codePanelId, rtl, t }: DemoToolbarProps) {
  const hasStylings = demo.stylings.length > 1;
  const keys = [
    ...(hasStylings ? ['styling'] : []),
    ...(state.codeOpen ? ['js', 'ts'] : []),
    'code',
    'codesandbox',
    'stackblitz',
    'copy',
    'reset-focus',
    'reset',
    'more',
  ];
  const { onKeyDown, getControlProps } = useRovingTabIndex(keys, rtl);
  const codeLabel = state.codeOpen ? t('demo.hideCode') : t('demo.showCode');

  const iconButton = (
    key: string,
    label: string,
    icon: string,
    onClick: () => void,
    extra: object = {},
  ) => (
    <button
      type="button"
      className="demo-toolbar-icon"
      aria-label={label}
      data-tooltip={label}
      onClick={onClick}
      {...ga(key, demo)}
      {...getControlProps(key)}
      {...extra}
    >
      <PathIcon d={icon} />
    </button>
  );

  const stylingEntries: MenuEntry[] = demo.stylings.map((styling: DemoStyling) => ({
    key: styling,
    label: t(`demo.stylings.${styling}`),
    selected: styling === state.styling,
    onSelect: () => state.setStyling(styling),
    attributes: ga(`styling-${styling}`, demo),
  }));
  const moreEntries: MenuEntry[] = [
    {
      key: 'github',
      label: t('demo.github'),
      href: demo.sourceUrl,
      newTab: true,
      icon: ICONS.github,
      attributes: ga('github', demo),
    },
    ...(['JS', 'TS'] as const).map((variant) => ({
      key: variant,
      label: variant === 'JS' ? t('demo.copyJsLink') : t('demo.copyTsLink'),
      icon: ICONS.link,
      disabled: variant === 'TS' && !demo.hasTypeScript,
      onSelect: () => actions.copyLink(variant),
      attributes: ga(variant === 'JS' ? 'copy-js-source-link' : 'copy-ts-source-link', demo),
    })),
  ];

  return (
    <div
      role="toolbar"
      className={DEMO_TOOLBAR_CLASS}
      aria-label={t('demo.toolbarLabel')}
      onKeyDown={onKeyDown}
      onPointerEnter={actions.prefetchCode}
      onFocus={actions.prefetchCode}
    >
      {hasStylings && (
        <MenuButton
          id={`${codePanelId}-styling`}
          menuId={`${codePanelId}-styling-menu`}
          label={`${t('demo.styling')}: ${t(`demo.stylings.${state.styling}`)}`}
          className="demo-toolbar-text"
          align="start"
          entries={stylingEntries}
          buttonProps={{ ...ga('styling', demo), ...getControlProps('styling') }}
        >
          <PathIcon d={ICONS.palette} />
          {t(`demo.stylings.${state.styling}`)}
        </MenuButton>
      )}
      {state.codeOpen &&
        (['JS', 'TS'] as const).map((variant) => {
          const disabled = variant === 'TS' && !demo.hasTypeScript;
          const button = (
            <button
              key={variant}
              type="button"
              className="demo-toolbar-language"
              aria-pressed={state.variant === variant}
              aria-label={variant === 'JS' ? t('demo.showJSSource') : t('demo.showTSSource')}
              disabled={disabled}
              onClick={() => state.setVariant(variant)}
              {...ga(variant === 'JS' ? 'source-js' : 'source-ts', demo)}
              {...getControlProps(variant.toLowerCase())}
            >
              {variant === 'JS' ? t('demo.js') : t('demo.ts')}
            </button>
          );
          // A disabled button gets no pointer events; the wrapper carries the explanation.
          return disabled ? (
            <span key={variant} className="demo-toolbar-tip" data-tooltip={t('demo.noTypeScript')}>
              {button}
            </span>
          ) : (
            button
          );
        })}
      <span className="demo-toolbar-spacer" />
      {iconButton('code', codeLabel, ICONS.code, () => state.setCodeOpen(!state.codeOpen), {
        'aria-expanded': state.codeOpen,
        'aria-controls': codePanelId,
        'data-ga-event-action': 'expand',
      })}
      {iconButton('codesandbox', t('demo.codesandbox'), ICONS.codesandbox, () =>
        actions.openSandbox('codesandbox'),
      )}
      {iconButton('stackblitz', t('demo.stackblitz'), ICONS.stackblitz, () =>
        actions.openSandbox('stackblitz'),
      )}
      {iconButton('copy', t('demo.copySource'), ICONS.copy, actions.copySource)}
      {iconButton('reset-focus', t('demo.resetFocus'), ICONS.resetFocus, actions.resetFocus)}
      {iconButton('reset', t('demo.reset'), ICONS.reset, state.reset)}
      <MenuButton
        id={`${codePanelId}-more`}
        menuId={`${codePanelId}-more-menu`}
        label={t('demo.more')}
        className="demo-toolbar-icon"
        entries={moreEntries}
        buttonProps={{
          'data-tooltip': t('demo.more'),
          ...ga('more', demo),
          ...getControlProps('more'),
        }}
      >
        <PathIcon d={ICONS.more} />
      </MenuButton>
    </div>
  );
}
