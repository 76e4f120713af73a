import { describe, expect, it } from 'vitest';
import { resolveNav } from './resolveNav';
import type { NavPage } from '../page/navTypes';

const tree: NavPage[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
    ],
  },
];

describe('resolveNav', () => {
  it('translates titles, derives the missing ones and marks written pages', () => {
    const titles: Record<string, string> = { 'pages./x/react-data-grid': '概览' };
    const resolved = resolveNav(
      tree,
      (key) => titles[key],
      (route) => route === '/x/react-data-grid',
    );
    expect(resolved).toEqual([
      { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
      {
        pathname: '/x/react-data-grid-group',
        title: 'Data Grid',
        children: [
          { pathname: '/x/react-data-grid', title: '概览', written: true },
          { pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping', plan: 'premium' },
        ],
      },
    ]);
  });

  it('never marks groups or external links as written', () => {
    const resolved = resolveNav(
      tree,
      () => undefined,
      () => true,
    );
    expect(resolved[0].written).toBeUndefined();
    expect(resolved[1].written).toBeUndefined();
    expect(resolved[1].children?.every((page) => page.written)).toBe(true);
  });
});
