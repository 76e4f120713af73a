import { describe, expect, it } from 'vitest';
import { navTree } from '../../../content/nav/pages';
import { createTranslate, loadTranslations } from '../i18n/translate';
import { isExternal, walkNav } from './tree';

describe('page title maps', () => {
  it('translate every navigation entry in both languages', () => {
    const en = loadTranslations('en').pages as Record<string, string>;
    const zh = loadTranslations('zh').pages as Record<string, string>;
    for (const page of walkNav(navTree)) {
      if (isExternal(page)) continue;
      expect(en[page.pathname], page.pathname).toBeTruthy();
      expect(zh[page.pathname], page.pathname).toBeTruthy();
    }
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold the general documentation sections', () => {
    const zh = loadTranslations('zh').pages as Record<string, string>;
    for (const section of [
      'getting-started',
      'components',
      'system',
      'customization',
      'guides',
      'discover-more',
      'versions',
      'styles',
    ]) {
      expect(zh[`/${section}`], section).toBeTruthy();
    }
    expect(createTranslate('zh')('pages./x/introduction/installation')).toBe(
      zh['/x/introduction/installation'],
    );
  });
});
