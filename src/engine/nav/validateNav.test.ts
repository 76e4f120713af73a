import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navTree } from '../../../content/nav/pages';
import { isApiPath, isExternal, listPageEntries, walkNav } from './tree';
import { parseReferenceGuidePages, parseReferenceNav, navToReferenceRows } from './referenceTsv';
import { validateNav } from './validateNav';

const REFERENCE_DIR = path.join(import.meta.dirname, '../../../content/nav/reference');

/**
 * Where this tree departs from the v8.29.3 reference, and why. Anything else that differs (a
 * missing or extra entry, another title, plan or flag, another order) fails the test.
 */
const ADDED = new Map([
  [
    '/x/api/charts',
    'the Charts API index page (generated, lists every Charts API page), as the Data Grid and Pickers have',
  ],
  ['/x/api/tree-view', 'the Tree View API index page, likewise'],
]);
describe('the navigation tree', () => {
  const entries = [...walkNav(navTree)];
  const reference = parseReferenceNav(
    fs.readFileSync(path.join(REFERENCE_DIR, 'x-nav-v8.29.3.tsv'), 'utf8'),
  );

  it('is valid', () => {
    expect(() => validateNav(navTree)).not.toThrow();
  });

  it('is the v8.29.3 tree: every entry in order, with its title, subheader, plan and flags', () => {
    const ours = navToReferenceRows(navTree).filter((row) => !ADDED.has(row.pathname));
    expect(ours).toEqual(reference);
  });

  it('lists only exceptions that apply', () => {
    const referencePaths = new Set(reference.map((row) => row.pathname));
    for (const pathname of ADDED.keys()) expect(referencePaths.has(pathname), pathname).toBe(false);
  });

  it('has every guide page of the v8.29.3 reference, with its plan', () => {
    const guides = parseReferenceGuidePages(
      fs.readFileSync(path.join(REFERENCE_DIR, 'x-guide-pages-v8.29.3.tsv'), 'utf8'),
    );
    expect(guides).toHaveLength(204);
    const pages = new Map(listPageEntries(navTree).map((page) => [page.pathname, page]));
    for (const guide of guides)
      expect(pages.get(guide.pathname)?.plan, guide.pathname).toBe(guide.plan);
    const guideEntries = listPageEntries(navTree).filter((page) => !isApiPath(page.pathname));
    // The five Data Grid panel pages v8.29.3 flags planned are entries without a page here.
    expect(guideEntries.filter((page) => !page.planned)).toHaveLength(199);
    expect(
      guideEntries.filter(
        (page) => page.planned && guides.some((g) => g.pathname === page.pathname),
      ),
    ).toHaveLength(5);
    expect(entries.filter(isExternal)).toHaveLength(1);
  });

  it('marks unstable only what the installed packages mark unstable or experimental', () => {
    // Unstable_SankeyChart (@mui/x-charts-pro) and experimentalFeatures.charts (DataGridPremium).
    expect(entries.filter((page) => page.unstable).map((page) => page.pathname)).toEqual([
      '/x/react-data-grid/charts-integration',
      '/x/react-charts/sankey',
      '/x/react-charts/data-grid-integration',
    ]);
  });
});

describe('validateNav', () => {
  it('rejects duplicate paths, naming the entry', () => {
    const tree = [{ pathname: '/x/a' }, { pathname: '/x/group', children: [{ pathname: '/x/a' }] }];
    expect(() => validateNav(tree)).toThrow('Navigation entry "/x/a": duplicate pathname');
  });

  it('rejects an unknown plan, naming the entry and field', () => {
    const tree = [{ pathname: '/x/group', children: [{ pathname: '/x/b', plan: 'enterprise' }] }];
    expect(() => validateNav(tree)).toThrow(/Navigation entry "\/x\/b": field "plan"/);
  });

  it('rejects empty children, trailing slashes and unknown fields', () => {
    expect(() => validateNav([{ pathname: '/x/g', children: [] }])).toThrow(
      /"\/x\/g": field "children"/,
    );
    expect(() => validateNav([{ pathname: '/x/a/' }])).toThrow(/"\/x\/a\/": field "pathname"/);
    expect(() => validateNav([{ pathname: '/x/a', icon: 'star' }])).toThrow(/"\/x\/a"/);
  });

  it('accepts an #anchor only on a planned entry', () => {
    expect(() => validateNav([{ pathname: '/x/charts/#planned', planned: true }])).not.toThrow();
    expect(() => validateNav([{ pathname: '/x/charts/#planned' }])).toThrow(
      '"/x/charts/#planned": field "pathname" may hold an #anchor only when planned',
    );
  });

  it('rejects a child that is not an object', () => {
    expect(() => validateNav([{ pathname: '/x/g', children: ['oops'] }])).toThrow(
      /Navigation entry/,
    );
  });
});
