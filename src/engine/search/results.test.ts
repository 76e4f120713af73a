import { describe, expect, it } from 'vitest';
import { forgetSearch, readRecentSearches, rememberSearch } from './recentSearches';
import { rankByProduct, toHit } from './results';
import type { PagefindResult } from './pagefind';

const result = (id: string) => ({ id, score: 1, data: async () => ({ url: '', excerpt: '', meta: {} }) }) as PagefindResult;

describe('rankByProduct', () => {
  it('puts the current product first, keeping each group in order', () => {
    const all = ['a', 'b', 'c', 'd'].map(result);
    expect(rankByProduct(all, [all[3], all[1]]).map((each) => each.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('toHit', () => {
  it('targets the best-matching section of a guide page', () => {
    const hit = toHit('1', {
      url: '/x/introduction/installation/',
      excerpt: 'page',
      meta: { title: 'Installation', type: 'page' },
      sub_results: [
        { title: 'Installation', url: '/x/introduction/installation/', excerpt: 'top', locations: [1, 2, 3, 4] },
        { title: 'Peer dependencies', url: '/x/introduction/installation/#peer-dependencies', excerpt: 'a <mark>peer</mark>', locations: [5] },
        { title: 'Date library', url: '/x/introduction/installation/#date-library', excerpt: 'x', locations: [6, 7] },
      ],
    });
    expect(hit).toEqual({ id: '1', url: '/x/introduction/installation/#date-library', type: 'page', title: 'Date library', context: 'Installation', detail: null, excerpt: 'x' });
  });

  it('shows an API prop with its component and type', () => {
    expect(toHit('2', { url: '/x/api/data-grid/data-grid/#prop-rows', excerpt: '<mark>rows</mark>', meta: { title: 'rows', type: 'prop', parent: 'DataGrid', detail: 'GridRowsProp' } })).toEqual({
      id: '2',
      url: '/x/api/data-grid/data-grid/#prop-rows',
      type: 'prop',
      title: 'rows',
      context: 'DataGrid',
      detail: 'GridRowsProp',
      excerpt: '<mark>rows</mark>',
    });
  });
});

describe('recent searches', () => {
  it('keeps the five most recent distinct queries, most recent first', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    for (const query of ['a', 'b', 'c', 'd', 'e', 'f', ' b ']) rememberSearch(storage, query);
    expect(readRecentSearches(storage)).toEqual(['b', 'f', 'e', 'd', 'c']);
    expect(forgetSearch(storage, 'e')).toEqual(['b', 'f', 'd', 'c']);
    store.set('docs-search-recent', '{oops');
    expect(readRecentSearches(storage)).toEqual([]);
  });
});
