import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { DocsPageData } from '../../page/pageTypes';
import { guideTwins, pageOrigin } from './guideTwins';

const tree: Root = {
  type: 'root',
  children: [
    { type: 'yaml', value: 'title: Ignored' },
    {
      type: 'paragraph',
      children: [{ type: 'link', url: '/zh/x/a/', children: [{ type: 'text', value: 'A' }] }],
    },
  ],
};

const page = (language: 'en' | 'zh', untranslated: boolean) =>
  ({
    route: '/x/guide',
    language,
    url: language === 'en' ? '/x/guide/' : '/zh/x/guide/',
    canonicalUrl: `https://example.com${language === 'en' ? '' : '/zh'}/x/guide/`,
    title: 'Guide',
    description: 'About the guide.',
    untranslated,
  }) as DocsPageData;

describe('pageOrigin', () => {
  it('is the canonical URL without the page URL', () => {
    expect(pageOrigin(page('zh', false))).toBe('https://example.com');
  });
});

describe('guideTwins', () => {
  it('writes each page’s twin by language and route, from its tree and its page data', () => {
    const twins = guideTwins(
      [
        { page: page('en', false), file: 'content/guide/index.mdx', tree },
        { page: page('zh', true), file: 'content/guide/index.mdx', tree },
      ],
      () => undefined,
    );
    expect(twins.en?.['/x/guide']).toBe(
      '# Guide\n\nAbout the guide.\n\n[A](https://example.com/zh/x/a/)\n',
    );
    // An untranslated page says so under its description, in the page's language.
    expect(twins.zh?.['/x/guide']).toMatch(/^# Guide\n\nAbout the guide\.\n\n_.+_\n\n\[A\]/);
  });
});
