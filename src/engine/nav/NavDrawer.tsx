import * as React from 'react';
import { usePage, useTranslate } from '../page/PageContext';
import { ProductIdentifier } from '../ui/ProductIdentifier';
import { Logo } from '../ui/Logo';
import { VersionSwitcher } from '../ui/VersionSwitcher';
import { NavList, type NavTreeContext } from './NavTree';
import { useExpandedGroups } from './useExpandedGroups';
import { useFullNav } from './useFullNav';
import { useShellData } from '../page/shellData';

export const NAV_DRAWER_CLASS = 'docs-nav-drawer';

interface NavDrawerProps {
  /** Open as a temporary drawer (below the lg breakpoint). */
  open: boolean;
  onClose: () => void;
}

/** Keeps the active link visible inside the drawer's own scroll area, never scrolling the page. */
function useScrollActiveIntoView(
  activeRoute: string | null,
  open: boolean,
): React.RefObject<HTMLDivElement | null> {
  const container = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const box = container.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    const top = link.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight - 120) {
      box.scrollTop = top - box.clientHeight / 3;
    }
  }, [activeRoute, open]);
  return container;
}

/** The side navigation: permanent at ≥ lg, a temporary drawer opened by the menu button below. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const page = usePage();
  const t = useTranslate();
  const { navTop } = useShellData();
  const { nav, request } = useFullNav(page.language, page.docs?.navPreview ?? navTop);
  const { expanded, toggle } = useExpandedGroups(nav, page.route);
  const scroller = useScrollActiveIntoView(page.route, open);
  const closeButton = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    request();
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const wide = window.matchMedia('(min-width: 1200px)');
    const onWide = () => wide.matches && onClose();
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open, onClose, request]);

  const ctx: NavTreeContext = {
    language: page.language,
    activeRoute: page.route,
    expanded,
    onToggle: (pathname) => {
      request();
      toggle(pathname);
    },
    onNavigate: onClose,
    t,
  };
  return (
    <div className={NAV_DRAWER_CLASS} data-open={open}>
      <div className="nav-backdrop" onClick={onClose} aria-hidden="true" />
      <nav
        className="nav-paper"
        aria-label={t('mainNavigation')}
        id="main-navigation"
        onPointerEnter={request}
        onFocus={request}
      >
        <div className="nav-header">
          <Logo />
          <ProductIdentifier />
          <VersionSwitcher />
          <button
            ref={closeButton}
            type="button"
            className="nav-close"
            aria-label={t('appFrame.closeDrawer')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
              />
            </svg>
          </button>
        </div>
        <div className="nav-scroller" ref={scroller}>
          <NavList pages={nav} depth={0} ctx={ctx} />
        </div>
      </nav>
    </div>
  );
}
