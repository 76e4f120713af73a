import * as React from 'react';
import { PathIcon } from '../ui/PathIcon';
import { useTranslate } from '../page/PageContext';

// The drawer and the Material UI components it uses load on the first click, not with the page.
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

/** The app-bar button that opens the settings drawer. */
export function SettingsButton() {
  const t = useTranslate();
  const [open, setOpen] = React.useState(false);
  const [loaded, setLoaded] = React.useState(false);
  return (
    <>
      <button
        type="button"
        className="app-bar-button app-bar-settings"
        aria-label={t('appFrame.toggleSettings')}
        title={t('appFrame.toggleSettings')}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <PathIcon d="M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32a.49.49 0 0 0-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54a.48.48 0 0 0-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96a.48.48 0 0 0-.59.22L2.74 8.87c-.12.21-.08.47.12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58a.49.49 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32c.12-.22.07-.47-.12-.61zM12 15.6c-1.98 0-3.6-1.62-3.6-3.6s1.62-3.6 3.6-3.6 3.6 1.62 3.6 3.6-1.62 3.6-3.6 3.6" />
      </button>
      {loaded ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </>
  );
}
