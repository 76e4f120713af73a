/** localStorage key of the reader's recent searches (most recent first). */
export const RECENT_SEARCHES_KEY = 'docs-search-recent';
export const MAX_RECENT_SEARCHES = 5;

/** Reads the recent searches; anything unreadable counts as none. */
export function readRecentSearches(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string')
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Puts a query first (once), keeping the 5 most recent; returns the new list. */
export function rememberSearch(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  query: string,
): string[] {
  const trimmed = query.trim();
  const next = trimmed
    ? [trimmed, ...readRecentSearches(storage).filter((item) => item !== trimmed)].slice(
        0,
        MAX_RECENT_SEARCHES,
      )
    : readRecentSearches(storage);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list lives on for this visit only.
  }
  return next;
}

/** Removes one query; returns the new list. */
export function forgetSearch(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  query: string,
): string[] {
  const next = readRecentSearches(storage).filter((item) => item !== query);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // As above.
  }
  return next;
}
