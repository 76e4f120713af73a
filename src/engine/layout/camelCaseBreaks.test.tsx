import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { camelCaseBreaks } from './camelCaseBreaks';

const html = (text: string) => renderToStaticMarkup(<h1>{camelCaseBreaks(text)}</h1>);

describe('camelCaseBreaks', () => {
  it('lets a long API name wrap between its parts', () => {
    expect(html('GridRowClassNameParams API')).toBe(
      '<h1>Grid<wbr/>Row<wbr/>Class<wbr/>Name<wbr/>Params API</h1>',
    );
    expect(html('useGridApiRef')).toBe('<h1>use<wbr/>Grid<wbr/>Api<wbr/>Ref</h1>');
  });

  it('leaves titles without camel case, acronyms and Chinese text as they are', () => {
    expect(html('Installation')).toBe('<h1>Installation</h1>');
    expect(html('API reference: MUI X')).toBe('<h1>API reference: MUI X</h1>');
    expect(html('数据表格')).toBe('<h1>数据表格</h1>');
  });
});
