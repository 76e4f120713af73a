import * as React from 'react';
import type { Language } from '../../config/languages';
import type { NavPage } from '../page/navTypes';

/** Each language's whole resolved tree, a chunk of its own (written by scripts/build/steps/content.ts). */
const LOADERS: Record<Language, () => Promise<{ nav: unknown }>> = {
  en: () => import('../../../.generated/nav.en.json').then((module) => module.default),
  zh: () => import('../../../.generated/nav.zh.json').then((module) => module.default),
};

const loaded = new Map<Language, Promise<readonly NavPage[]>>();

function loadNav(language: Language): Promise<readonly NavPage[]> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = LOADERS[language]().then((file) => file.nav as NavPage[]);
    // A failed load (offline, new deploy) may be retried on the next reach for the drawer.
    promise.catch(() => loaded.delete(language));
    loaded.set(language, promise);
  }
  return promise;
}

/**
 * The navigation tree the drawer renders: the page's preview (the entries shown on arrival, in the
 * page data) until the whole tree has loaded, which `request()` starts — on the first pointer or
 * focus in the drawer, when it opens, or when a group is toggled. Until then a closed group has no
 * entries, and opening one shows them as soon as the chunk (about 4 KB compressed) arrives.
 */
export function useFullNav(language: Language, preview: readonly NavPage[]) {
  const [full, setFull] = React.useState<{ language: Language; nav: readonly NavPage[] } | null>(
    null,
  );
  // Stable per language (the drawer's effects depend on it); a repeated request resolves to the
  // same tree and leaves the state as it is.
  const request = React.useCallback(() => {
    loadNav(language).then(
      (nav) =>
        setFull((last) =>
          last?.language === language && last.nav === nav ? last : { language, nav },
        ),
      () => undefined,
    );
  }, [language]);
  return { nav: full?.language === language ? full.nav : preview, request };
}
