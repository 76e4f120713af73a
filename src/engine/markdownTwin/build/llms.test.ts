import { describe, expect, it } from 'vitest';
import type { NavPage } from '../../page/navTypes';
import { guideSections, llmsFullTxt, llmsTxt, withSourceLine } from './llms';

const nav: NavPage[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/unwritten' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [{ pathname: '/x/react-data-grid/sorting' }],
      },
      { pathname: '/x/api/data-grid', title: 'Index' },
    ],
  },
  { pathname: '/x/charts-group', title: 'Charts', children: [{ pathname: '/x/react-charts' }] },
];
const written = new Set([
  '/x/introduction',
  '/x/introduction/installation',
  '/x/react-data-grid/sorting',
  '/x/api/data-grid',
]);
const pageOf = (route: string) =>
  written.has(route)
    ? {
        title: `T ${route}`,
        description: `About ${route}.`,
        markdownUrl: `https://mui.com${route}.md`,
      }
    : undefined;

describe('guideSections', () => {
  it('makes one section per navigation group, in order, with the written guide pages only', () => {
    expect(guideSections(nav, pageOf)).toEqual([
      {
        title: 'Introduction',
        links: [
          {
            title: 'T /x/introduction',
            url: 'https://mui.com/x/introduction.md',
            notes: 'About /x/introduction.',
          },
          {
            title: 'T /x/introduction/installation',
            url: 'https://mui.com/x/introduction/installation.md',
            notes: 'About /x/introduction/installation.',
          },
        ],
      },
      {
        title: 'Data Grid',
        links: [
          {
            title: 'T /x/react-data-grid/sorting',
            url: 'https://mui.com/x/react-data-grid/sorting.md',
            notes: 'About /x/react-data-grid/sorting.',
          },
        ],
      },
    ]);
  });
});

describe('llmsTxt', () => {
  it('writes the llmstxt.org layout and keeps every entry on one line', () => {
    const text = llmsTxt({
      title: 'MUI X',
      summary: 'React components\nfor data.',
      details: 'Details here.',
      sections: [
        {
          title: 'Introduction',
          links: [
            { title: 'Install [npm]', url: 'https://mui.com/x/a.md', notes: 'Two\nlines.' },
            { title: 'Bare', url: 'https://mui.com/x/b.md' },
          ],
        },
        { title: 'Empty', links: [] },
      ],
    });
    expect(text).toBe(
      '# MUI X\n\n> React components for data.\n\nDetails here.\n\n## Introduction\n\n- [Install \\[npm\\]](https://mui.com/x/a.md): Two lines.\n- [Bare](https://mui.com/x/b.md)\n',
    );
  });
});

describe('llms-full.txt', () => {
  it('puts the Source line under each title', () => {
    expect(withSourceLine('# Title\n\nDescription.\n', 'https://mui.com/x/a/')).toBe(
      '# Title\n\nSource: https://mui.com/x/a/\n\nDescription.\n',
    );
  });

  it('concatenates the twins in the given order', () => {
    const text = llmsFullTxt([
      { markdown: '# A\n\nOne.\n', url: 'https://mui.com/x/a/' },
      { markdown: '# B\n\nTwo.\n', url: 'https://mui.com/x/b/' },
    ]);
    expect(text).toBe(
      '# A\n\nSource: https://mui.com/x/a/\n\nOne.\n\n# B\n\nSource: https://mui.com/x/b/\n\nTwo.\n',
    );
  });
});
