import { describe, expect, it } from 'vitest';
import { navTree } from '../../../content/nav/pages';
import { isApiPath, isExternal, listPageEntries, walkNav } from './tree';
import { validateNav } from './validateNav';

describe('the navigation tree', () => {
  const entries = [...walkNav(navTree)];

  it('is valid', () => {
    expect(() => validateNav(navTree)).not.toThrow();
  });

  it('holds every entry of the reference tree', () => {
    // The reference's 361, with the Charts and Tree View API index pages added and
    // ChartsVoronoiHandler (gone from the installed packages) removed.
    expect(entries).toHaveLength(362);
    expect(navTree).toHaveLength(8);
    expect(entries.filter((page) => page.children)).toHaveLength(52);
    expect(entries.filter((page) => page.subheader)).toHaveLength(21);
  });

  it('has 163 guide pages, 146 API pages and one external link', () => {
    const pages = listPageEntries(navTree);
    expect(pages.filter((page) => !isApiPath(page.pathname))).toHaveLength(163);
    // The reference's 145, less ChartsVoronoiHandler (not exported by the installed v8 packages),
    // plus the index pages of Charts and Tree View, which list every generated API page.
    expect(pages.filter((page) => isApiPath(page.pathname))).toHaveLength(146);
    expect(entries.filter(isExternal)).toHaveLength(1);
  });

  it('carries the plans and flags of the reference', () => {
    expect(entries.filter((page) => page.plan === 'pro')).toHaveLength(51);
    expect(entries.filter((page) => page.plan === 'premium')).toHaveLength(7);
    expect(entries.filter((page) => page.newFeature)).toHaveLength(3);
    expect(entries.filter((page) => page.planned)).toHaveLength(7);
    expect(entries.filter((page) => page.unstable)).toHaveLength(6);
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
    expect(() => validateNav([{ pathname: '/x/g', children: [] }])).toThrow(/"\/x\/g": field "children"/);
    expect(() => validateNav([{ pathname: '/x/a/' }])).toThrow(/"\/x\/a\/": field "pathname"/);
    expect(() => validateNav([{ pathname: '/x/a', icon: 'star' }])).toThrow(/"\/x\/a"/);
  });

  it('rejects a child that is not an object', () => {
    expect(() => validateNav([{ pathname: '/x/g', children: ['oops'] }])).toThrow(/Navigation entry/);
  });
});
