import { describe, expect, it } from 'vitest';
import type { ApiEntity } from '../../api/types';
import { apiSearchDocument, htmlToText, searchLanguage } from './apiRecords';
import { prepareGuidePage } from './guidePages';

const entity = {
  kind: 'component',
  name: 'DataGrid',
  product: 'data-grid',
  plan: 'community',
  route: '/x/api/data-grid/data-grid',
  imports: [],
  descriptionMarkdown: 'A **fast** grid, and more.',
  props: [
    {
      name: 'rows',
      type: 'GridRowsProp',
      required: false,
      default: null,
      descriptionMarkdown: 'Set of rows.',
      deprecatedMarkdown: null,
      since: '8.0.0',
    },
  ],
  slots: [{ name: 'toolbar', defaultComponent: null, descriptionMarkdown: 'The toolbar.' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionMarkdown: 'Root element.' }],
  refElement: null,
  forwardsNativeProps: false,
  takesSystemProps: false,
  since: '8.0.0',
} as unknown as ApiEntity;

describe('API search documents', () => {
  it('makes each prop, slot and class a section with its row anchor, under the entity as title', () => {
    const { url, content } = apiSearchDocument(entity, 'en');
    expect(url).toBe('/x/api/data-grid/data-grid/');
    expect(content).toContain('<html lang="en">');
    expect(content).toContain(
      '<article class="page-article"><span data-pagefind-filter="product:x-data-grid"></span>',
    );
    expect(content).toContain(
      '<span data-pagefind-meta="title:DataGrid"></span><span data-pagefind-meta="type:component"></span>',
    );
    expect(content).toContain('<h1>DataGrid</h1><p>A fast grid, and more.</p>');
    expect(content).toContain('<h2 id="prop-rows">rows</h2><p>GridRowsProp. Set of rows.</p>');
    expect(content).toContain('<h2 id="slot-toolbar">toolbar</h2><p>The toolbar.</p>');
    expect(content).toContain(
      '<h2 id="classes-root">MuiDataGrid-root</h2><p>root. Root element.</p>',
    );
  });

  it('links Chinese documents to the Chinese pages, in the language of those pages', () => {
    const document = apiSearchDocument(entity, 'zh');
    expect(document.url).toBe('/zh/x/api/data-grid/data-grid/');
    expect(document.content).toContain('<html lang="zh-CN">');
    expect(searchLanguage('en')).toBe('en');
  });

  it('escapes markup in names and types', () => {
    const hostile = {
      ...entity,
      props: [{ ...entity.props[0], name: 'x', type: 'Array<"a" | "b">' }],
    } as ApiEntity;
    expect(apiSearchDocument(hostile, 'en').content).toContain(
      '<p>Array&lt;&quot;a&quot; | &quot;b&quot;&gt;. Set of rows.</p>',
    );
  });

  it('reads the text of description HTML', () => {
    expect(
      htmlToText(
        '<p>A <code>&lt;div&gt;</code> &amp; <a href="/x">link</a>.</p>\n<ul><li>one</li></ul>',
      ),
    ).toBe('A <div> & link . one');
  });
});

describe('prepareGuidePage', () => {
  it('adds the product filter and the result type inside the article, without text', () => {
    const html =
      '<html><body><nav>menu</nav><article class="page-article"><h1>Title</h1></article></body></html>';
    expect(prepareGuidePage(html, 'x-tree-view')).toBe(
      '<html><body><nav>menu</nav><article class="page-article"><span data-pagefind-filter="product:x-tree-view"></span><span data-pagefind-meta="type:page"></span><h1>Title</h1></article></body></html>',
    );
    expect(() => prepareGuidePage('<html></html>', 'x')).toThrow(
      'no <article class="page-article">',
    );
  });
});
