import { describe, expect, it } from 'vitest';
import { apiTableRows } from './apiTableRows';
import type { ApiEntity } from '../types';

const entity = {
  props: [
    {
      name: 'rows',
      type: 'GridRowsProp',
      required: false,
      default: '[]',
      descriptionMarkdown: 'Set of `rows`.',
      deprecatedMarkdown: 'Use [data](/material-ui/data/).',
      since: '8.1.0',
    },
  ],
  slots: [{ name: 'toolbar', defaultComponent: null, descriptionMarkdown: '' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionMarkdown: 'The *root*.' }],
} as unknown as ApiEntity;

describe('apiTableRows', () => {
  it('renders the Markdown descriptions to HTML, keys in the order of the page data', () => {
    const [prop] = apiTableRows(entity, 'props');
    expect(prop).toEqual({
      name: 'rows',
      type: 'GridRowsProp',
      required: false,
      default: '[]',
      descriptionHtml: '<p>Set of <code>rows</code>.</p>',
      deprecatedHtml: '<p>Use <a href="https://mui.com/material-ui/data/">data</a>.</p>',
      since: '8.1.0',
    });
    // Built pages inline these rows as JSON: the key order is part of the page's bytes.
    expect(Object.keys(prop)).toEqual([
      'name',
      'type',
      'required',
      'default',
      'descriptionHtml',
      'deprecatedHtml',
      'since',
    ]);
  });

  it('renders slot and class rows, an empty description as an empty string', () => {
    expect(apiTableRows(entity, 'slots')).toEqual([
      { name: 'toolbar', defaultComponent: null, descriptionHtml: '' },
    ]);
    expect(apiTableRows(entity, 'classes')).toEqual([
      { key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>The <em>root</em>.</p>' },
    ]);
  });

  it('keeps a prop that is not deprecated as null', () => {
    const current = {
      ...entity,
      props: [{ ...entity.props[0], deprecatedMarkdown: null }],
    } as ApiEntity;
    expect(apiTableRows(current, 'props')[0]).toMatchObject({ deprecatedHtml: null });
  });
});
