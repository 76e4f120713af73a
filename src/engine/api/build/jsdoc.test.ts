import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './jsdoc';

describe('markdownToHtml', () => {
  it('renders JSDoc Markdown and drops raw HTML', () => {
    // The tags go; their text stays, as plain escaped text.
    expect(markdownToHtml('Set `rows` **now**.<script>x</script>')).toBe('<p>Set <code>rows</code> <strong>now</strong>.x</p>');
    expect(markdownToHtml('  ')).toBe('');
  });

  it('sends links to the rest of MUI\'s docs to mui.com, and keeps MUI X and absolute links', () => {
    const html = markdownToHtml('See [Input](/material-ui/api/input/), [rows](/x/api/data-grid/data-grid/#prop-rows) and [MDN](https://developer.mozilla.org/).');
    expect(html).toContain('href="https://mui.com/material-ui/api/input/"');
    expect(html).toContain('href="/x/api/data-grid/data-grid/#prop-rows"');
    expect(html).toContain('href="https://developer.mozilla.org/"');
  });
});
