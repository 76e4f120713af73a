import { describe, expect, it } from 'vitest';
import { movedPages } from '../../../content/nav/movedPages';
import { navTree } from '../../../content/nav/pages';
import { listPageEntries } from './tree';
import {
  movedTarget,
  movedUrls,
  redirectPageHtml,
  validateMovedPages,
} from '../routing/movedPages';

const MOVED = [{ from: '/x/react-charts/getting-started', to: '/x/react-charts/quickstart' }];

describe('moved pages', () => {
  it('maps each old URL of every language to its new URL', () => {
    expect([...movedUrls(MOVED)]).toEqual([
      ['/x/react-charts/getting-started/', '/x/react-charts/quickstart/'],
      ['/zh/x/react-charts/getting-started/', '/zh/x/react-charts/quickstart/'],
    ]);
  });

  it('matches a request path with or without its trailing slash', () => {
    const urls = movedUrls(MOVED);
    expect(movedTarget(urls, '/zh/x/react-charts/getting-started')).toBe(
      '/zh/x/react-charts/quickstart/',
    );
    expect(movedTarget(urls, '/x/react-charts/getting-started/')).toBe(
      '/x/react-charts/quickstart/',
    );
    expect(movedTarget(urls, '/x/react-charts/quickstart/')).toBeNull();
    expect(movedTarget(urls, '/x/react-charts/getting-started/extra/')).toBeNull();
  });

  it('rejects a target that is not a page, an old path that is a page, and a path moved twice', () => {
    const pages = new Set(['/x/a', '/x/b']);
    const isPage = (route: string) => pages.has(route);
    expect(() => validateMovedPages([{ from: '/x/old', to: '/x/missing' }], isPage)).toThrow(
      'Moved page "/x/old": its target "/x/missing" is not a page',
    );
    expect(() => validateMovedPages([{ from: '/x/a', to: '/x/b' }], isPage)).toThrow(
      'Moved page "/x/a": a page still exists at the old path',
    );
    expect(() =>
      validateMovedPages(
        [
          { from: '/x/old', to: '/x/a' },
          { from: '/x/old', to: '/x/b' },
        ],
        isPage,
      ),
    ).toThrow('listed twice');
  });

  it('holds the renames of v8.29.3, each to a page of the navigation', () => {
    const pages = new Set(listPageEntries(navTree).map((page) => page.pathname));
    expect(() => validateMovedPages(movedPages, (route) => pages.has(route))).not.toThrow();
    expect(movedPages.map((page) => page.from)).toEqual([
      '/x/react-data-grid/getting-started',
      '/x/react-data-grid/demo',
      '/x/react-date-pickers/getting-started',
      '/x/react-charts/getting-started',
      '/x/react-tree-view/getting-started',
    ]);
  });

  it('writes a redirect page that works without JavaScript and keeps the anchor with it', () => {
    const html = redirectPageHtml('/zh/x/react-charts/quickstart/');
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=/zh/x/react-charts/quickstart/">',
    );
    expect(html).toContain('<link rel="canonical" href="/zh/x/react-charts/quickstart/">');
    expect(html).toContain('location.replace("/zh/x/react-charts/quickstart/" + location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
