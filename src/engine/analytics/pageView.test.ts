import { describe, expect, it } from 'vitest';
import { pageViewFromData, readPageView } from './pageView';

function fakeDocument(
  title: string,
  elements: Record<string, { content?: string; href?: string }>,
) {
  return {
    title,
    querySelector: (selector: string) => elements[selector] ?? null,
  } as unknown as Document;
}

const location = {
  origin: 'https://mui.com',
  pathname: '/x/react-tree-view/',
  search: '?a=1',
} as Location;

describe('readPageView', () => {
  it('uses the title, the canonical URL and the product meta tags', () => {
    const doc = fakeDocument('Tree View - MUI X', {
      'link[rel="canonical"]': { href: 'https://mui.com/x/react-tree-view/' },
      'meta[name="mui:productId"]': { content: 'x-tree-view' },
      'meta[name="mui:productCategoryId"]': { content: 'x' },
    });
    expect(readPageView(doc, location)).toEqual({
      page_title: 'Tree View - MUI X',
      page_location: 'https://mui.com/x/react-tree-view/',
      productId: 'x-tree-view',
      productCategoryId: 'x',
    });
  });

  it('falls back to the URL without hash, and null products', () => {
    expect(readPageView(fakeDocument('404', {}), location)).toEqual({
      page_title: '404',
      page_location: 'https://mui.com/x/react-tree-view/?a=1',
      productId: 'null',
      productCategoryId: 'null',
    });
  });
});

describe('pageViewFromData', () => {
  it('reports what the page head shows: title, canonical URL and product ids (null as written)', () => {
    expect(
      pageViewFromData({
        headTitle: 'Licensing - MUI X',
        canonicalUrl: 'https://mui.com/x/introduction/licensing/',
        productId: null,
        productCategoryId: 'x',
      }),
    ).toEqual({
      page_title: 'Licensing - MUI X',
      page_location: 'https://mui.com/x/introduction/licensing/',
      productId: 'null',
      productCategoryId: 'x',
    });
  });
});
