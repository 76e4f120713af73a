import { beforeAll, describe, expect, it } from 'vitest';
import { compileMdx } from './compile';
import type { CompileContext } from './context';
import { createTestContext } from './testContext';

const FRONT =
  '---\ntitle: Test page\ndescription: A page used by the Markdown compiler tests.\n---\n\n';

let ctx: CompileContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

function html(source: string, context = ctx): string {
  return compileMdx(FRONT + source, context)
    .segments.map((segment) =>
      segment.kind === 'html' ? segment.html : `[island ${segment.component}]`,
    )
    .join('\n');
}

describe('compileMdx', () => {
  it('returns validated front matter', () => {
    const page = compileMdx(FRONT + 'Hello.', ctx);
    expect(page.frontMatter).toEqual({
      title: 'Test page',
      description: 'A page used by the Markdown compiler tests.',
    });
    expect(page.wordCount).toBe(1);
  });

  it('gives h2 and h3 stable slug ids with anchor links, and builds the TOC', () => {
    const page = compileMdx(
      FRONT + '## Getting started\n\n### The `rows` prop\n\n## Getting started\n\n#### Deep',
      ctx,
    );
    expect(page.toc).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'the-rows-prop', text: 'The rows prop', level: 3 },
      { id: 'getting-started-1', text: 'Getting started', level: 2 },
    ]);
    const body = html('## Getting started');
    expect(body).toContain(
      '<h2 id="getting-started"><a class="title-link-to-anchor" href="#getting-started">Getting started',
    );
    expect(html('#### Deep')).toContain('<h4>Deep</h4>');
  });

  it('puts a section feedback button after the anchor link of h2 and h3 only, named in the page language', async () => {
    const page = compileMdx(FRONT + '## The `rows` prop\n\n### Sorting\n\n#### Deep', ctx);
    expect(page.toc.map((item) => item.text)).toEqual(['The rows prop', 'Sorting']);
    const body = html('## The `rows` prop\n\n### Sorting\n\n#### Deep');
    expect(body).toMatch(
      /^<h2 id="the-rows-prop"><a class="title-link-to-anchor" href="#the-rows-prop">The <code>rows<\/code> prop<span class="anchor-icon"[^>]*><svg[^]*?<\/svg><\/span><\/a><button type="button" class="section-feedback" data-section="the-rows-prop" aria-label="Feedback about the section The rows prop" title="Feedback about the section The rows prop" aria-haspopup="dialog" aria-expanded="false" data-ga-event-category="feedback" data-ga-event-action="section-open" data-ga-event-label="the-rows-prop"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="[^"]+"><\/path><\/svg><\/button><\/h2>/,
    );
    expect(body).toContain(
      '<h3 id="sorting"><a class="title-link-to-anchor" href="#sorting">Sorting<span',
    );
    expect(body).toContain(
      'data-section="sorting" aria-label="Feedback about the section Sorting"',
    );
    expect(body).toContain('<h4>Deep</h4>');
    expect(body.match(/class="section-feedback"/g)).toHaveLength(2);
    const chinese = html('## 安装', await createTestContext('content/test/index.mdx', 'zh'));
    expect(chinese).toContain(
      '<button type="button" class="section-feedback" data-section="安装" aria-label="关于“安装”部分的反馈"',
    );
  });

  it('rejects an h1 in the body and an h3 before any h2, naming file and line', () => {
    expect(() => compileMdx(FRONT + '# Title', ctx)).toThrow(
      'content/test/index.mdx:6: use the front matter title instead of an h1',
    );
    expect(() => compileMdx(FRONT + 'Intro\n\n### Orphan', ctx)).toThrow(
      'content/test/index.mdx:8: missing parent h2 for "Orphan"',
    );
  });

  it('renders GitHub-flavoured tables, each a tab stop since a wide one scrolls sideways', () => {
    expect(html('| Plan | Package |\n| --- | --- |\n| Pro | `@mui/x-data-grid-pro` |')).toMatch(
      /<table tabindex="0">[\s\S]*<th>Plan<\/th>[\s\S]*<code>@mui\/x-data-grid-pro<\/code>/,
    );
  });

  it('renders the four callouts', () => {
    for (const kind of ['info', 'success', 'warning', 'error']) {
      const body = html(`:::${kind}\nMind the **gap**.\n:::`);
      expect(body).toContain(`<aside class="MuiCallout-root MuiCallout-${kind}"`);
      expect(body).toContain(
        '<div class="MuiCallout-content"><p>Mind the <strong>gap</strong>.</p></div>',
      );
    }
    expect(() => compileMdx(FRONT + ':::tip\nx\n:::', ctx)).toThrow(/unknown callout ":::tip"/);
  });

  it('highlights code at build time in both themes, with a copy button', () => {
    const body = html('```tsx title="App.tsx"\nconst a: number = 1;\n```');
    expect(body).toContain('<div class="MuiCode-title">App.tsx</div>');
    expect(body).toMatch(/<pre class="shiki[^"]*"[^>]*tabindex="0">/);
    expect(body).toContain('--shiki-light:');
    expect(body).toContain('--shiki-dark:');
    expect(body).toContain(
      'aria-label="Copy the code" data-ga-event-category="code" data-ga-event-action="copy-click"',
    );
    expect(() => compileMdx(FRONT + '```cobol\nx\n```', ctx)).toThrow(
      /unsupported code language "cobol"/,
    );
  });

  it('turns CodeTabs into an island with one highlighted block per tab', () => {
    const page = compileMdx(
      FRONT +
        '<CodeTabs storageKey="package-manager">\n```bash npm\nnpm i a\n```\n```bash yarn\nyarn add a\n```\n</CodeTabs>',
      ctx,
    );
    const island = page.segments.find((segment) => segment.kind === 'island');
    expect(island).toMatchObject({
      kind: 'island',
      component: 'CodeTabs',
      props: { storageKey: 'package-manager' },
    });
    expect(
      island?.kind === 'island' &&
        island.component === 'CodeTabs' &&
        island.props.tabs.map((tab) => tab.label),
    ).toEqual(['npm', 'yarn']);
  });

  it('embeds a demo of the page folder by name, with its options and deep-link anchors', async () => {
    const demo = {
      id: 'test/BasicGrid',
      name: 'BasicGrid',
      stylings: ['MUI System' as const],
      hasTypeScript: true,
      sourcePath: 'content/test/BasicGrid.tsx',
      sourceUrl: 'https://github.com/o/r/blob/main/content/test/BasicGrid.tsx',
      issuesUrl: 'https://github.com/o/r/issues/new',
    };
    const withDemos = await createTestContext('content/test/index.mdx', 'en', [demo]);
    const page = compileMdx(
      FRONT + 'Intro\n\n<Demo name="BasicGrid" bg="inline" defaultCodeOpen disableAd />\n',
      withDemos,
    );
    expect(page.segments[1]).toEqual({
      kind: 'island',
      component: 'Demo',
      props: { demo, bg: 'inline', hideToolbar: false, defaultCodeOpen: true, disableAd: true },
    });
    expect(page.ids).toEqual(expect.arrayContaining(['BasicGrid.tsx', 'BasicGrid.js']));
  });

  it('fails on a missing demo or invalid demo options, naming the page and line', async () => {
    const withDemos = await createTestContext('content/test/index.mdx', 'en', []);
    expect(() => compileMdx(FRONT + '<Demo name="Nope" />', withDemos)).toThrow(
      'content/test/index.mdx:6: demo "Nope" not found: expected content/test/Nope.tsx beside this page',
    );
    expect(() => compileMdx(FRONT + '<Demo />', withDemos)).toThrow(
      /:6: <Demo> needs a name attribute/,
    );
    expect(() => compileMdx(FRONT + '<Demo name="A" size="big" />', withDemos)).toThrow(
      /does not accept the attribute "size"/,
    );
  });

  it('fails on JSX outside the closed vocabulary, imports and expressions', () => {
    expect(() => compileMdx(FRONT + '<Unknown />', ctx)).toThrow(
      'content/test/index.mdx:6: unknown component <Unknown> (not in the MDX vocabulary)',
    );
    expect(() => compileMdx(FRONT + 'Press <button>x</button>.', ctx)).toThrow(
      /unknown inline element <button>/,
    );
    expect(() => compileMdx(FRONT + "import X from 'y';", ctx)).toThrow(
      /import\/export statements are not allowed/,
    );
    expect(() => compileMdx(FRONT + 'Value {1 + 1}', ctx)).toThrow(
      /JavaScript expressions are not allowed/,
    );
    expect(() =>
      compileMdx(
        FRONT + '- item\n\n  <CodeTabs storageKey="k">\n  ```bash a\n  x\n  ```\n  </CodeTabs>',
        ctx,
      ),
    ).toThrow(/must be placed at the top level/);
  });

  it('allows the inline elements of the vocabulary', () => {
    expect(html('Press <kbd>Enter</kbd>.')).toContain('<kbd>Enter</kbd>');
  });

  it('keeps stray text directives as text', () => {
    expect(html('The ratio is width:height here.')).toContain('The ratio is width:height here.');
  });

  it('records links and localizes internal ones for the page language', async () => {
    const zh = await createTestContext('content/test/index.mdx', 'zh');
    const page = compileMdx(
      FRONT + 'See [install](/x/introduction/installation/#packages) and [MUI](https://mui.com/).',
      zh,
    );
    expect(page.links).toEqual([
      { url: '/x/introduction/installation/#packages', line: 6 },
      { url: 'https://mui.com/', line: 6 },
    ]);
    expect(html('See [install](/x/introduction/installation/).', zh)).toContain(
      'href="/zh/x/introduction/installation/"',
    );
  });
});

describe('<DataGridEventCatalogue />', () => {
  const events = [
    {
      name: 'rowClick',
      plan: 'community' as const,
      params: 'GridRowParams',
      event: 'React.MouseEvent<HTMLElement>',
      descriptionMarkdown: 'Fired when a row is clicked, with a `GridRowParams` object.',
    },
    {
      name: 'rowsScrollEnd',
      plan: 'pro' as const,
      params: 'GridRowScrollEndParams',
      event: null,
      descriptionMarkdown: 'Fired at the bottom.',
    },
  ];
  const withEvents = () => ({
    ...ctx,
    gridEvents: events,
    apiPageOf: (name: string) =>
      name === 'GridRowParams' ? '/x/api/data-grid/grid-row-params' : undefined,
  });

  it('becomes a table of the generated events, params linked to their API page', () => {
    const page = compileMdx(FRONT + '## Catalogue\n\n<DataGridEventCatalogue />\n', withEvents());
    const out = html('<DataGridEventCatalogue />', withEvents()).replace(/\n/g, '');
    expect(out).toContain('<th>Event</th><th>Params</th><th>Plan</th><th>Description</th>');
    expect(out).toContain(
      '<a href="/x/api/data-grid/grid-row-params/"><code>GridRowParams</code></a>',
    );
    expect(out).toContain('<td><code>GridRowScrollEndParams</code></td><td>Pro</td>');
    expect(out).toContain('with a <code>GridRowParams</code> object.');
    // The link is checked like any written one.
    expect(page.links.map((link) => link.url)).toContain('/x/api/data-grid/grid-row-params/');
  });

  it('stops the build without the generated events, or when not at the top level', () => {
    expect(() => html('<DataGridEventCatalogue />')).toThrow(
      'content/test/index.mdx:6: <DataGridEventCatalogue /> needs the generated API data: run "npm run api:generate"',
    );
    expect(() => html(':::info\n<DataGridEventCatalogue />\n:::', withEvents())).toThrow(
      '<DataGridEventCatalogue /> must be placed at the top level of the page',
    );
    expect(() => html('<DataGridEventCatalogue plan="pro" />', withEvents())).toThrow(
      '<DataGridEventCatalogue /> takes no attributes and no children',
    );
  });
});
