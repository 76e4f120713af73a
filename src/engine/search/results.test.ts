import { describe, expect, it } from 'vitest';
import { forgetSearch, readRecentSearches, rememberSearch } from './recentSearches';
import { MAX_ROWS_PER_API_PAGE, rankByProduct, toHits } from './results';
import type { PagefindResult, PagefindSubResult } from './pagefind';

const result = (id: string) =>
  ({ id, score: 1, data: async () => ({ url: '', excerpt: '', meta: {} }) }) as PagefindResult;
const sub = (url: string, title: string, score: number): PagefindSubResult => ({
  url,
  title,
  excerpt: `<mark>${title}</mark>`,
  weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
});

describe('rankByProduct', () => {
  it('puts the current product first, keeping each group in order', () => {
    const all = ['a', 'b', 'c', 'd'].map(result);
    expect(rankByProduct(all, [all[3], all[1]]).map((each) => each.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
  });
});

describe('toHits', () => {
  it('targets the best-matching section of a guide page', () => {
    const hits = toHits('1', {
      url: '/x/introduction/installation/',
      excerpt: 'page',
      meta: { title: 'Installation', type: 'page' },
      sub_results: [
        {
          title: 'Installation',
          url: '/x/introduction/installation/',
          excerpt: 'top',
          locations: [1, 2, 3, 4],
        },
        {
          title: 'Peer dependencies',
          url: '/x/introduction/installation/#peer-dependencies',
          excerpt: 'a <mark>peer</mark>',
          locations: [5],
        },
        {
          title: 'Date library',
          url: '/x/introduction/installation/#date-library',
          excerpt: 'x',
          locations: [6, 7],
        },
      ],
    });
    expect(hits).toEqual([
      {
        id: '1',
        url: '/x/introduction/installation/#date-library',
        type: 'page',
        title: 'Date library',
        context: 'Installation',
        excerpt: 'x',
      },
    ]);
  });

  it('makes each matching prop, slot and class of an API page a row of its own, best match first', () => {
    const hits = toHits('2', {
      url: '/x/api/data-grid/data-grid/',
      excerpt: 'grid',
      meta: { title: 'DataGrid', type: 'component' },
      sub_results: [
        sub(
          '/x/api/data-grid/data-grid/#prop-disableMultipleRowSelection',
          'disableMultipleRowSelection',
          2,
        ),
        sub('/x/api/data-grid/data-grid/#prop-checkboxSelection', 'checkboxSelection', 40),
        sub('/x/api/data-grid/data-grid/#slot-baseCheckbox', 'baseCheckbox', 5),
        sub('/x/api/data-grid/data-grid/#classes-cellCheckbox', 'MuiDataGrid-cellCheckbox', 3),
      ],
    });
    expect(hits.map((hit) => [hit.type, hit.title, hit.context, hit.url])).toEqual([
      [
        'prop',
        'checkboxSelection',
        'DataGrid',
        '/x/api/data-grid/data-grid/#prop-checkboxSelection',
      ],
      ['slot', 'baseCheckbox', 'DataGrid', '/x/api/data-grid/data-grid/#slot-baseCheckbox'],
      [
        'class',
        'MuiDataGrid-cellCheckbox',
        'DataGrid',
        '/x/api/data-grid/data-grid/#classes-cellCheckbox',
      ],
    ]);
    expect(hits).toHaveLength(MAX_ROWS_PER_API_PAGE);
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
  });

  it('leads with the component when its own text matches; interface fields are properties', () => {
    const component = toHits('3', {
      url: '/x/api/tree-view/rich-tree-view/',
      excerpt: 'e',
      meta: { title: 'RichTreeView', type: 'component' },
      sub_results: [
        sub('/x/api/tree-view/rich-tree-view/', 'RichTreeView', 9),
        sub('/x/api/tree-view/rich-tree-view/#prop-items', 'items', 4),
      ],
    });
    expect(component.map((hit) => [hit.type, hit.title])).toEqual([
      ['component', 'RichTreeView'],
      ['prop', 'items'],
    ]);
    const [field] = toHits('4', {
      url: '/x/api/data-grid/grid-col-def/',
      excerpt: 'e',
      meta: { title: 'GridColDef', type: 'interface' },
      sub_results: [sub('/x/api/data-grid/grid-col-def/#prop-field', 'field', 4)],
    });
    expect(field).toMatchObject({ type: 'property', title: 'field', context: 'GridColDef' });
  });
});

describe('recent searches', () => {
  it('keeps the five most recent distinct queries, most recent first', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    for (const query of ['a', 'b', 'c', 'd', 'e', 'f', ' b ']) rememberSearch(storage, query);
    expect(readRecentSearches(storage)).toEqual(['b', 'f', 'e', 'd', 'c']);
    expect(forgetSearch(storage, 'e')).toEqual(['b', 'f', 'd', 'c']);
    store.set('docs-search-recent', '{oops');
    expect(readRecentSearches(storage)).toEqual([]);
  });
});
