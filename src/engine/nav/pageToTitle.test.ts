import { describe, expect, it } from 'vitest';
import { pageToTitle, pageToTitleI18n } from './pageToTitle';

describe('pageToTitle', () => {
  it('prefers the explicit title', () => {
    expect(pageToTitle({ pathname: '/x/react-data-grid', title: 'Overview' })).toBe('Overview');
  });

  it('derives a sentence-case title from the last segment, without react-', () => {
    expect(pageToTitle({ pathname: '/x/introduction/installation' })).toBe('Installation');
    expect(pageToTitle({ pathname: '/x/react-data-grid/column-definition' })).toBe(
      'Column definition',
    );
    expect(pageToTitle({ pathname: '/x/react-tree-view' })).toBe('Tree view');
  });

  it('uses PascalCase for API pages and camelCase for hooks', () => {
    expect(pageToTitle({ pathname: '/x/api/data-grid/data-grid-premium' })).toBe('DataGridPremium');
    expect(pageToTitle({ pathname: '/x/api/charts/use-series' })).toBe('useSeries');
  });

  it('gives no title for title: false and uses the subheader of captions', () => {
    expect(pageToTitle({ pathname: '/x/introduction', title: false })).toBeNull();
    expect(
      pageToTitle({ pathname: '/x/react-data-grid/main-features', subheader: 'Main features' }),
    ).toBe('Main features');
  });

  it('ignores a hash and a trailing slash', () => {
    expect(pageToTitle({ pathname: '/x/react-data-grid/editing#events' })).toBe('Editing');
    expect(pageToTitle({ pathname: '/x/introduction/support/' })).toBe('Support');
  });
});

describe('pageToTitleI18n', () => {
  it('uses the translated title from the pages map first', () => {
    const translate = (key: string) =>
      key === 'pages./x/introduction/support' ? '支持' : undefined;
    expect(pageToTitleI18n({ pathname: '/x/introduction/support' }, translate)).toBe('支持');
    expect(pageToTitleI18n({ pathname: '/x/introduction/roadmap' }, translate)).toBe('Roadmap');
    expect(pageToTitleI18n({ pathname: '/x/introduction', title: false }, translate)).toBeNull();
  });
});
