import * as React from 'react';
import { useClientValue } from '../client/useClientValue';
import { useTranslate } from '../page/PageContext';
import { PathIcon } from '../ui/PathIcon';
import { SEARCH_BUTTON_CLASS } from './classNames';

type SearchDialogComponent = typeof import('./SearchDialog').default;

/** The dialog's chunk, asked for once (at the first press on the button or shortcut). */
let dialogModule: Promise<SearchDialogComponent> | null = null;
function loadSearchDialog(): Promise<SearchDialogComponent> {
  dialogModule ??= import('./SearchDialog').then(
    (module) => module.default,
    (error: unknown) => {
      dialogModule = null;
      throw error;
    },
  );
  return dialogModule;
}

/** True when a key press happens while the reader is typing somewhere. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The app-bar search button. Ctrl+K / ⌘K anywhere, and "/" when not typing, open the dialog too.
 * Nothing of the search itself (dialog, engine, index) is loaded before the first open.
 *
 * Its accessible name is its text ("Search… Ctrl+K"), so it holds all the button shows (WCAG 2.5.3,
 * Label in Name: a reader using speech input says what they see). On phones the text is only
 * visually hidden, so the icon-only button keeps the name "Search…".
 */
export function SearchButton() {
  const t = useTranslate();
  const [open, setOpen] = React.useState(false);
  // The dialog renders once its code is here, not behind a Suspense fallback: React holds back
  // content that resolves soon after a fallback (up to 300 ms), which the reader would wait for.
  const [Dialog, setDialog] = React.useState<SearchDialogComponent | null>(null);
  const openDialog = React.useCallback(() => {
    loadSearchDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      // Offline with the chunk not cached: nothing opens, and the next press tries again.
      () => undefined,
    );
  }, []);
  // The shortcut shown is the platform's: Ctrl+K until hydrated, then ⌘K on Apple devices.
  const mac = useClientValue(() => /Mac|iPhone|iPad/.test(navigator.platform), false);
  // Marks the button once hydrated, i.e. once the effect below has added the shortcut listener.
  const listening = useClientValue(() => true, false);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        event.key.toLowerCase() === 'k' &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey;
      const slash =
        event.key === '/' &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      openDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  const closeDialog = React.useCallback(() => setOpen(false), []);
  const shortcut = mac ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <button
        className={SEARCH_BUTTON_CLASS}
        type="button"
        aria-haspopup="dialog"
        data-shortcuts={listening ? 'on' : undefined}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        data-ga-event-category="search"
        data-ga-event-action="open"
        // The press starts loading the dialog's few kilobytes; the click (on release) opens it.
        onPointerDown={() => void loadSearchDialog().catch(() => undefined)}
        onClick={openDialog}
      >
        <PathIcon d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
        <span className="search-label">{t('appFrame.search')}</span> <kbd>{shortcut}</kbd>
      </button>
      {Dialog ? <Dialog open={open} onClose={closeDialog} /> : null}
    </>
  );
}
