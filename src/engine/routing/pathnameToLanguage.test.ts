import { describe, expect, it } from 'vitest';
import { isEnglishOnlyPath, localizePath, pathnameToLanguage } from './pathnameToLanguage';

describe('pathnameToLanguage', () => {
  it('treats a path without prefix as English', () => {
    expect(pathnameToLanguage('/x/introduction/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/x/introduction/',
      canonicalAsServer: '/x/introduction/',
      canonicalPathname: '/x/introduction',
    });
  });

  it('reads the zh prefix and removes it from the canonical forms', () => {
    const result = pathnameToLanguage('/zh/x/react-data-grid/editing/#events');
    expect(result.userLanguage).toBe('zh');
    expect(result.canonicalAs).toBe('/x/react-data-grid/editing/#events');
    expect(result.canonicalAsServer).toBe('/x/react-data-grid/editing/');
    expect(result.canonicalPathname).toBe('/x/react-data-grid/editing');
  });

  it('accepts an explicit en prefix', () => {
    expect(pathnameToLanguage('/en/x/introduction').userLanguage).toBe('en');
    expect(pathnameToLanguage('/en/x/introduction').canonicalAs).toBe('/x/introduction');
  });

  it('does not take pt or other two-letter folders for a language', () => {
    expect(pathnameToLanguage('/pt/x/introduction/')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/pt/x/introduction/',
    });
    expect(pathnameToLanguage('/x/')).toMatchObject({
      userLanguage: 'en',
      canonicalPathname: '/x',
    });
    expect(pathnameToLanguage('/zhx/page').userLanguage).toBe('en');
  });

  it('removes the hash, the query and the trailing slash from the pathname', () => {
    expect(pathnameToLanguage('/x/introduction/?tab=1#top').canonicalPathname).toBe(
      '/x/introduction',
    );
    expect(pathnameToLanguage('/zh').canonicalPathname).toBe('/');
    expect(pathnameToLanguage('/zh/').canonicalAs).toBe('/');
  });

  it('maps a leading /api to /api-docs, and only a leading one', () => {
    expect(pathnameToLanguage('/api/data-grid/').canonicalPathname).toBe('/api-docs/data-grid');
    expect(pathnameToLanguage('/zh/api/data-grid').canonicalPathname).toBe('/api-docs/data-grid');
    expect(pathnameToLanguage('/x/api/data-grid/').canonicalPathname).toBe('/x/api/data-grid');
    expect(pathnameToLanguage('/apis/').canonicalPathname).toBe('/apis');
  });
});

describe('localizePath', () => {
  it('prefixes non-English internal paths', () => {
    expect(localizePath('/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(localizePath('/x/introduction/', 'en')).toBe('/x/introduction/');
  });

  it('leaves external links, the blog and the size snapshot unprefixed', () => {
    expect(localizePath('https://mui.com/x/', 'zh')).toBe('https://mui.com/x/');
    expect(localizePath('/blog/mui-x-v8/', 'zh')).toBe('/blog/mui-x-v8/');
    expect(localizePath('/size-snapshot', 'zh')).toBe('/size-snapshot');
    expect(isEnglishOnlyPath('/blogger/')).toBe(false);
  });
});
