import { describe, expect, it } from 'vitest';
import { findNavTrail, findNeighbours, listPageEntries, previewNav } from './tree';
import type { NavPage } from '../page/navTypes';

const tree: NavPage[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  {
    pathname: '/x/intro-group',
    title: 'Intro',
    children: [{ pathname: '/x/intro' }, { pathname: '/x/intro/install' }],
  },
  {
    pathname: '/x/grid-group',
    children: [
      { pathname: '/x/grid' },
      {
        pathname: '/x/grid/features',
        subheader: 'Features',
        children: [{ pathname: '/x/grid/sorting' }, { pathname: '/x/grid/paging' }],
      },
    ],
  },
];

describe('navigation helpers', () => {
  it('lists leaf pages depth first, without groups or external links', () => {
    expect(listPageEntries(tree).map((page) => page.pathname)).toEqual([
      '/x/intro',
      '/x/intro/install',
      '/x/grid',
      '/x/grid/sorting',
      '/x/grid/paging',
    ]);
  });

  it('finds the trail from the top of the tree to a page', () => {
    expect(findNavTrail(tree, '/x/grid/paging').map((page) => page.pathname)).toEqual([
      '/x/grid-group',
      '/x/grid/features',
      '/x/grid/paging',
    ]);
    expect(findNavTrail(tree, '/x/missing')).toEqual([]);
  });

  it('finds previous and next among written pages only, across groups', () => {
    const written = new Set(['/x/intro', '/x/grid', '/x/grid/paging']);
    const isWritten = (route: string) => written.has(route);
    expect(findNeighbours(tree, '/x/grid', isWritten)).toEqual({
      previous: expect.objectContaining({ pathname: '/x/intro' }),
      next: expect.objectContaining({ pathname: '/x/grid/paging' }),
    });
    expect(findNeighbours(tree, '/x/intro', isWritten).previous).toBeNull();
    expect(findNeighbours(tree, '/x/grid/paging', isWritten).next).toBeNull();
  });

  it('previews the tree as a page shows it: its trail open, other groups empty, subheaders full', () => {
    const preview = previewNav(tree, '/x/grid/sorting');
    expect(preview[0]).toBe(tree[0]);
    expect(preview[1]).toEqual({ pathname: '/x/intro-group', title: 'Intro', children: [] });
    const grid = preview[2].children!;
    expect(grid[0]).toEqual({ pathname: '/x/grid' });
    expect(grid[1].children!.map((page) => page.pathname)).toEqual([
      '/x/grid/sorting',
      '/x/grid/paging',
    ]);
    // Outside the tree: every group closed, still a group.
    expect(previewNav(tree, null).map((page) => page.children?.length)).toEqual([undefined, 0, 0]);
  });
});
