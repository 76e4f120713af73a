import * as React from 'react';
import { useCodeCopy } from '../code/useCodeCopy';
import { NavDrawer } from '../nav/NavDrawer';
import { AppBar } from './AppBar';
import { SkipLink } from './SkipLink';
import { useInternalLinks } from './useInternalLinks';
import { useHashLanding } from './useHashLanding';

/** The column beside the navigation drawer: app bar, then the page. */
export const APP_FRAME_COLUMN_CLASS = 'docs-app-frame-column';

/** The shell around every page: skip link, navigation drawer, app bar, then the page. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const menuButtonFocus = React.useRef<HTMLElement | null>(null);
  const openDrawer = React.useCallback(() => {
    menuButtonFocus.current = document.activeElement as HTMLElement | null;
    setDrawerOpen(true);
  }, []);
  const closeDrawer = React.useCallback(() => {
    // Focus goes back to the menu button only when the drawer was really open.
    if (!drawerOpen) return;
    setDrawerOpen(false);
    requestAnimationFrame(() => menuButtonFocus.current?.focus());
  }, [drawerOpen]);
  useInternalLinks();
  useHashLanding();
  useCodeCopy();
  return (
    <>
      <SkipLink />
      <NavDrawer open={drawerOpen} onClose={closeDrawer} />
      <div className={APP_FRAME_COLUMN_CLASS} inert={drawerOpen || undefined}>
        <AppBar onOpenDrawer={openDrawer} drawerOpen={drawerOpen} />
        {children}
      </div>
    </>
  );
}
