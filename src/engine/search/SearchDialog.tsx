import { useRouter } from 'next/router';
import * as React from 'react';
import { usePage, useTranslate } from '../page/PageContext';
import { SEARCH_DIALOG_CLASS } from './classNames';
import { loadPagefind } from './pagefind';
import {
  forgetSearch,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
} from './recentSearches';
import { rankByProduct, toHits, type SearchHit } from './results';
import { SearchResultList } from './SearchResultList';

/** How many results are shown (and how many result fragments are fetched). */
const MAX_RESULTS = 10;

type Status = 'idle' | 'loading' | 'ready' | 'failed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function subscribeToOtherTabs(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The recent searches as stored: none on the server and while hydrating, then read from storage
 * on every render (a search remembered or removed re-renders the dialog) and when another tab
 * writes them. The snapshot is the stored string, which React can compare.
 */
function useRecentSearches(): string[] {
  const stored = React.useSyncExternalStore(
    subscribeToOtherTabs,
    () => storage()?.getItem(RECENT_SEARCHES_KEY) ?? null,
    () => null,
  );
  return React.useMemo(
    () => (stored === null ? [] : readRecentSearches({ getItem: () => stored })),
    [stored],
  );
}

/** The results of one query; `key` says which (the product filter and the trimmed text). */
interface Answer {
  key: string;
  status: 'ready' | 'failed';
  hits: SearchHit[];
}

/**
 * Shows the native `<dialog>` as a modal while `open`: the browser keeps the rest of the page inert
 * and closes it on Esc (its `close` event then tells the owner). Focus goes to the search field,
 * and back to where it was (the search button) when the dialog closes. The `<dialog>` covers the
 * viewport around its panel, so a click that lands on it, not on the panel, was outside the search
 * and closes it too (the pointer's way to do what Esc does).
 */
function useModal(
  open: boolean,
  onClose: () => void,
  field: React.RefObject<HTMLInputElement | null>,
) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || dialog.open) return undefined;
    const returnTo = document.activeElement;
    dialog.showModal();
    field.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [open, field]);
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [onClose]);
  return dialogRef;
}

/**
 * The search dialog: a combobox over the results of the offline index of the page's language.
 * Results of the page's product come first; arrows move, Enter opens, Esc closes.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const router = useRouter();
  const { productId } = usePage();
  const [query, setQuery] = React.useState('');
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  const [active, setActive] = React.useState(0);
  const recent = useRecentSearches();
  const [, rerender] = React.useReducer((count: number) => count + 1, 0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const dialogRef = useModal(open, onClose, inputRef);

  React.useEffect(() => {
    // Start loading the engine and index entry while the reader types the first letters.
    if (open) loadPagefind().catch(() => undefined);
  }, [open]);

  const text = query.trim();
  const key = `${productId ?? ''}\n${text}`;
  // While the next query loads, the results of the previous one stay on screen (no flicker).
  const shown = answer?.key === key || answer?.status === 'ready' ? answer : null;
  const status: Status = !text ? 'idle' : (shown?.status ?? 'loading');
  const hits = text ? (shown?.hits ?? []) : [];

  const changeQuery = (next: string) => {
    setQuery(next);
    if (!next.trim()) setAnswer(null);
  };

  React.useEffect(() => {
    if (!text) return undefined;
    let current = true;
    (async () => {
      const pagefind = await loadPagefind();
      const [all, own] = await Promise.all([
        pagefind.search(text),
        productId
          ? pagefind.search(text, { filters: { product: productId } })
          : Promise.resolve(null),
      ]);
      // Each result gives one row or more (an API page: its matching props), so 10 results suffice.
      const ranked = rankByProduct(all?.results ?? [], own?.results ?? []).slice(0, MAX_RESULTS);
      const data = await Promise.all(ranked.map((result) => result.data()));
      return data.flatMap((each, index) => toHits(ranked[index].id, each)).slice(0, MAX_RESULTS);
    })().then(
      (next) => {
        if (!current) return;
        setAnswer({ key, status: 'ready', hits: next });
        setActive(0);
      },
      () => {
        if (current) setAnswer({ key, status: 'failed', hits: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [text, productId, key]);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    rememberSearch(storage(), query);
    changeQuery('');
    onClose();
    void router.push(hit.url);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    }
  };

  const listId = 'search-results';
  const showResults = status === 'ready' && hits.length > 0;
  return (
    <dialog
      ref={dialogRef}
      className={SEARCH_DIALOG_CLASS}
      aria-label={t('search.dialogLabel')}
      onClose={onClose}
    >
      <div className="search-panel">
        <div className="search-field">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
            />
          </svg>
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label={t('search.inputLabel')}
            aria-expanded={showResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showResults ? `${listId}-${active}` : undefined}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          {/* Named by its text, so the name holds the visible "Esc" (WCAG 2.5.3, Label in Name). */}
          <button
            type="button"
            className="search-close"
            onClick={onClose}
            aria-keyshortcuts="Escape"
          >
            Esc<span className="visually-hidden">: {t('search.close')}</span>
          </button>
        </div>
        <div className="search-body">
          {status === 'idle' && recent.length > 0 ? (
            <SearchResultList.Recent
              title={t('search.recent')}
              items={recent}
              removeLabel={(item) => t('search.removeRecent').replace('{query}', item)}
              onPick={changeQuery}
              onRemove={(item) => {
                forgetSearch(storage(), item);
                rerender();
              }}
            />
          ) : null}
          {status === 'loading' ? <p className="search-status">{t('search.loading')}</p> : null}
          {status === 'failed' ? (
            <p className="search-status" role="alert">
              {t('search.failed')}
            </p>
          ) : null}
          {status === 'ready' && hits.length === 0 ? (
            <p className="search-status" role="status">
              {t('search.noResults').replace('{query}', query.trim())}
            </p>
          ) : null}
          {showResults ? (
            <SearchResultList
              id={listId}
              label={t('search.results')}
              hits={hits}
              active={active}
              onHover={setActive}
              onPick={go}
              typeLabel={(type) => t(`search.types.${type}`)}
            />
          ) : null}
        </div>
        <div className="search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {t('search.hintNavigate')}
          </span>
          <span>
            <kbd>↵</kbd> {t('search.hintOpen')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('search.hintClose')}
          </span>
        </div>
      </div>
    </dialog>
  );
}
