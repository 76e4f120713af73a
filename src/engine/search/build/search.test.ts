import { describe, expect, it } from 'vitest';
import type { ApiEntity } from '../../api/types';
import { apiSearchRecords, htmlToText, searchLanguage } from './apiRecords';
import { prepareGuidePage } from './guidePages';

const entity = {
  kind: 'component',
  name: 'DataGrid',
  product: 'data-grid',
  plan: 'community',
  route: '/x/api/data-grid/data-grid',
  imports: [],
  descriptionHtml: '<p>A <strong>fast</strong> grid &amp; more.</p>',
  props: [{ name: 'rows', type: 'GridRowsProp', required: false, default: null, descriptionHtml: '<p>Set of rows.</p>', deprecatedHtml: null, since: '8.0.0' }],
  slots: [{ name: 'toolbar', defaultComponent: null, descriptionHtml: '<p>The toolbar.</p>' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>Root element.</p>' }],
  refElement: null,
  forwardsNativeProps: false,
  since: '8.0.0',
} as unknown as ApiEntity;

describe('API search records', () => {
  it('makes the entity and each prop, slot and class a result deep-linking to its row', () => {
    const records = apiSearchRecords(entity, 'en');
    expect(records.map((record) => [record.url, record.meta.type, record.meta.title])).toEqual([
      ['/x/api/data-grid/data-grid/', 'component', 'DataGrid'],
      ['/x/api/data-grid/data-grid/#prop-rows', 'prop', 'rows'],
      ['/x/api/data-grid/data-grid/#slot-toolbar', 'slot', 'toolbar'],
      ['/x/api/data-grid/data-grid/#classes-root', 'class', 'MuiDataGrid-root'],
    ]);
    expect(records[1]).toMatchObject({ language: 'en', filters: { product: ['x-data-grid'] }, meta: { parent: 'DataGrid', detail: 'GridRowsProp' } });
    expect(records[1].content).toBe('rows rows. DataGrid GridRowsProp Set of rows.');
    expect(records[2].meta).not.toHaveProperty('detail');
  });

  it('links Chinese records to the Chinese pages', () => {
    const [component] = apiSearchRecords(entity, 'zh');
    expect(component).toMatchObject({ url: '/zh/x/api/data-grid/data-grid/', language: 'zh-cn' });
    expect(searchLanguage('en')).toBe('en');
  });

  it('reads the text of description HTML', () => {
    expect(htmlToText('<p>A <code>&lt;div&gt;</code> &amp; <a href="/x">link</a>.</p>\n<ul><li>one</li></ul>')).toBe('A <div> & link . one');
  });
});

describe('prepareGuidePage', () => {
  it('adds the product filter and the result type inside the article, without text', () => {
    const html = '<html><body><nav>menu</nav><article class="page-article"><h1>Title</h1></article></body></html>';
    expect(prepareGuidePage(html, 'x-tree-view')).toBe(
      '<html><body><nav>menu</nav><article class="page-article"><span data-pagefind-filter="product:x-tree-view"></span><span data-pagefind-meta="type:page"></span><h1>Title</h1></article></body></html>',
    );
    expect(() => prepareGuidePage('<html></html>', 'x')).toThrow('no <article class="page-article">');
  });
});
