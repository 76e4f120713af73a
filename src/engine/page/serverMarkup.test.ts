import { describe, expect, it } from 'vitest';
import type { DocsPageData } from '../page/pageTypes';
import type { Segment } from '../markdown/build/segments';
import { withoutServerMarkup } from './serverMarkup';

const segments: Segment[] = [
  { kind: 'html', html: '<p>Install the package.</p>' },
  {
    kind: 'island',
    component: 'CodeTabs',
    props: {
      storageKey: 'package-manager',
      tabs: [
        { label: 'npm', html: '<pre>npm install</pre>' },
        { label: 'pnpm', html: '<pre>pnpm add</pre>' },
      ],
    },
  },
  { kind: 'island', component: 'Demo', props: { name: 'BasicGrid' } as never },
];
const page = {
  url: '/x/introduction/installation/',
  title: 'Installation',
  segments,
} as unknown as DocsPageData;

describe('withoutServerMarkup', () => {
  it('drops prose and code-tab markup, keeping everything else', () => {
    const stripped = withoutServerMarkup({ page, other: 1 });
    expect(stripped.other).toBe(1);
    expect(stripped.page.title).toBe('Installation');
    expect(stripped.page.segments).toEqual([
      { kind: 'html', html: null },
      {
        kind: 'island',
        component: 'CodeTabs',
        props: {
          storageKey: 'package-manager',
          tabs: [
            { label: 'npm', html: null },
            { label: 'pnpm', html: null },
          ],
        },
      },
      { kind: 'island', component: 'Demo', props: { name: 'BasicGrid' } },
    ]);
  });

  it('leaves the original props untouched: the client-navigation JSON is written from them', () => {
    withoutServerMarkup({ page });
    expect(segments[0]).toEqual({ kind: 'html', html: '<p>Install the package.</p>' });
    expect((segments[1] as { props: { tabs: { html: string }[] } }).props.tabs[0].html).toBe(
      '<pre>npm install</pre>',
    );
  });

  it('passes props without a docs page through', () => {
    const props: { page?: DocsPageData; bare: boolean } = { bare: true };
    expect(withoutServerMarkup(props)).toBe(props);
  });
});
