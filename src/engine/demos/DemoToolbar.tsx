import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CenterFocusWeak from '@mui/icons-material/CenterFocusWeak';
import Code from '@mui/icons-material/Code';
import ContentCopy from '@mui/icons-material/ContentCopy';
import GitHub from '@mui/icons-material/GitHub';
import LinkIcon from '@mui/icons-material/Link';
import MoreVert from '@mui/icons-material/MoreVert';
import Palette from '@mui/icons-material/Palette';
import Refresh from '@mui/icons-material/Refresh';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import * as React from 'react';
import type { Translate } from '../i18n/translate';
import { DEMO_TOOLBAR_HEIGHT } from './constants';
import type { SandboxKind } from './sandbox/createProject';
import type { DemoMeta, DemoStyling } from './types';
import type { DemoState } from './useDemoState';
import { useRovingTabIndex } from './useRovingTabIndex';

const ToolbarRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  minHeight: DEMO_TOOLBAR_HEIGHT,
  padding: '0 8px',
  '& .demo-toolbar-spacer': { flex: 1 },
  '& .demo-language': { minWidth: 0, padding: '2px 10px', fontSize: '0.75rem', textTransform: 'none' },
  '& .demo-language[aria-pressed="true"]': {
    backgroundColor: theme.vars.palette.action.selected,
    color: theme.vars.palette.text.primary,
  },
}));

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
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': demo.id };
}

/**
 * The demo toolbar: styling menu, JavaScript / TypeScript toggle, show code, sandboxes, copy,
 * reset focus, reset demo and a "more" menu — one Tab stop, arrow keys between controls.
 */
export function DemoToolbar({ demo, state, actions, codePanelId, rtl, t }: DemoToolbarProps) {
  const [menu, setMenu] = React.useState<{ kind: 'styling' | 'more'; anchor: HTMLElement } | null>(null);
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
  const closeMenu = () => setMenu(null);
  const codeLabel = state.codeOpen ? t('demo.hideCode') : t('demo.showCode');

  const iconButton = (key: string, label: string, icon: React.ReactNode, onClick: () => void, extra: object = {}) => (
    <Tooltip title={label} describeChild={false}>
      <IconButton size="small" aria-label={label} onClick={onClick} {...ga(key, demo)} {...getControlProps(key)} {...extra}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <ToolbarRoot
      role="toolbar"
      aria-label={t('demo.toolbarLabel')}
      onKeyDown={onKeyDown}
      onPointerEnter={actions.prefetchCode}
      onFocus={actions.prefetchCode}
    >
      {hasStylings && (
        <Button
          size="small"
          startIcon={<Palette fontSize="small" />}
          aria-haspopup="menu"
          aria-expanded={menu?.kind === 'styling'}
          aria-label={`${t('demo.styling')}: ${t(`demo.stylings.${state.styling}`)}`}
          onClick={(event) => setMenu({ kind: 'styling', anchor: event.currentTarget })}
          sx={{ textTransform: 'none' }}
          {...ga('styling', demo)}
          {...getControlProps('styling')}
        >
          {t(`demo.stylings.${state.styling}`)}
        </Button>
      )}
      {state.codeOpen &&
        (['JS', 'TS'] as const).map((variant) => {
          const disabled = variant === 'TS' && !demo.hasTypeScript;
          const button = (
            <Button
              key={variant}
              className="demo-language"
              size="small"
              color="inherit"
              aria-pressed={state.variant === variant}
              aria-label={variant === 'JS' ? t('demo.showJSSource') : t('demo.showTSSource')}
              disabled={disabled}
              onClick={() => state.setVariant(variant)}
              {...ga(variant === 'JS' ? 'source-js' : 'source-ts', demo)}
              {...getControlProps(variant.toLowerCase())}
            >
              {variant === 'JS' ? t('demo.js') : t('demo.ts')}
            </Button>
          );
          // A disabled button gets no pointer events; the wrapper carries the explanation.
          return disabled ? (
            <Tooltip key={variant} title={t('demo.noTypeScript')}>
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      <span className="demo-toolbar-spacer" />
      {iconButton('code', codeLabel, <Code fontSize="small" />, () => state.setCodeOpen(!state.codeOpen), {
        'aria-expanded': state.codeOpen,
        'aria-controls': codePanelId,
        'data-ga-event-action': 'expand',
      })}
      {iconButton('codesandbox', t('demo.codesandbox'), <ViewInArOutlined fontSize="small" />, () => actions.openSandbox('codesandbox'))}
      {iconButton('stackblitz', t('demo.stackblitz'), <BoltOutlined fontSize="small" />, () => actions.openSandbox('stackblitz'))}
      {iconButton('copy', t('demo.copySource'), <ContentCopy fontSize="small" />, actions.copySource)}
      {iconButton('reset-focus', t('demo.resetFocus'), <CenterFocusWeak fontSize="small" />, actions.resetFocus)}
      {iconButton('reset', t('demo.reset'), <Refresh fontSize="small" />, state.reset)}
      {iconButton('more', t('demo.more'), <MoreVert fontSize="small" />, () => undefined, {
        id: `${codePanelId}-more`,
        'aria-haspopup': 'menu',
        'aria-expanded': menu?.kind === 'more',
        onClick: (event: React.MouseEvent<HTMLElement>) => setMenu({ kind: 'more', anchor: event.currentTarget }),
      })}
      <Menu anchorEl={menu?.anchor} open={menu?.kind === 'styling'} onClose={closeMenu}>
        {demo.stylings.map((styling: DemoStyling) => (
          <MenuItem
            key={styling}
            selected={styling === state.styling}
            onClick={() => {
              state.setStyling(styling);
              closeMenu();
            }}
            {...ga('styling-' + styling, demo)}
          >
            {t(`demo.stylings.${styling}`)}
          </MenuItem>
        ))}
      </Menu>
      <Menu anchorEl={menu?.anchor} open={menu?.kind === 'more'} onClose={closeMenu}>
        <MenuItem component="a" href={demo.sourceUrl} target="_blank" rel="noopener" onClick={closeMenu} {...ga('github', demo)}>
          <ListItemIcon>
            <GitHub fontSize="small" />
          </ListItemIcon>
          {t('demo.github')}
        </MenuItem>
        {(['JS', 'TS'] as const).map((variant) => (
          <MenuItem
            key={variant}
            disabled={variant === 'TS' && !demo.hasTypeScript}
            onClick={() => {
              actions.copyLink(variant);
              closeMenu();
            }}
            {...ga(variant === 'JS' ? 'copy-js-source-link' : 'copy-ts-source-link', demo)}
          >
            <ListItemIcon>
              <LinkIcon fontSize="small" />
            </ListItemIcon>
            {variant === 'JS' ? t('demo.copyJsLink') : t('demo.copyTsLink')}
          </MenuItem>
        ))}
      </Menu>
    </ToolbarRoot>
  );
}
