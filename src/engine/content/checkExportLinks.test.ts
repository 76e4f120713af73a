import { describe, expect, it } from 'vitest';
import { checkExportLinks, idsOf, linksOf } from './checkExportLinks';

const pages = [
  {
    url: '/x/introduction/',
    html: '<h2 id="editions">Editions</h2><a href="/x/introduction/licensing/#keys">keys</a><a href="#editions">here</a><a href="https://mui.com/">out</a>',
  },
  {
    url: '/x/introduction/licensing/',
    html: '<h2 id="keys">Keys</h2><a href="/x/introduction.md">md</a><a href="/x/introduction/?a=1&amp;b=2">q</a>',
  },
];

describe('checkExportLinks', () => {
  it('accepts links to built pages, their anchors and existing files; skips external links', () => {
    expect(checkExportLinks(pages, (file) => file === '/x/introduction.md')).toEqual([]);
  });

  it('reports each broken link with its page and reason', () => {
    const broken = checkExportLinks(
      [
        ...pages,
        {
          url: '/x/api/data-grid/',
          html: '<a href="/x/introduction/licensing/#nope">a</a><a href="/x/missing/">b</a><a href="#top">c</a><a href="/llms.txt">d</a><a href="relative/">e</a>',
        },
      ],
      (file) => file === '/x/introduction.md',
    );
    expect(broken).toEqual([
      {
        page: '/x/api/data-grid/',
        link: '/x/introduction/licensing/#nope',
        reason: 'no element with id "nope" on /x/introduction/licensing/',
      },
      { page: '/x/api/data-grid/', link: '/x/missing/', reason: 'no such page' },
      {
        page: '/x/api/data-grid/',
        link: '#top',
        reason: 'no element with id "top" on /x/api/data-grid/',
      },
      { page: '/x/api/data-grid/', link: '/llms.txt', reason: 'no such file' },
      {
        page: '/x/api/data-grid/',
        link: 'relative/',
        reason: 'relative link (use a path starting with "/")',
      },
    ]);
  });

  it('reports a link to the old URL of a moved page, though its redirect page is built', () => {
    const withRedirect = [
      ...pages,
      { url: '/x/react-charts/getting-started/', html: '<a href="/x/introduction/">moved</a>' },
    ];
    const moved = new Map([['/x/react-charts/getting-started/', '/x/introduction/']]);
    const linking = {
      url: '/x/react-charts/',
      html: '<a href="/x/react-charts/getting-started/#install">old</a>',
    };
    expect(
      checkExportLinks([...withRedirect, linking], (file) => file === '/x/introduction.md', moved),
    ).toEqual([
      {
        page: '/x/react-charts/',
        link: '/x/react-charts/getting-started/#install',
        reason: 'moved to /x/introduction/',
      },
    ]);
  });

  it('reads hrefs of anchors only and decodes entities', () => {
    expect(linksOf('<link href="/_next/a.css"><a class="x" href="/a/?b=1&amp;c=2">a</a>')).toEqual([
      '/a/?b=1&c=2',
    ]);
    expect([
      ...idsOf('<div id="prop-rows"></div><span data-id="no" id="DataGridPreview.tsx"></span>'),
    ]).toEqual(['prop-rows', 'DataGridPreview.tsx']);
  });
});
