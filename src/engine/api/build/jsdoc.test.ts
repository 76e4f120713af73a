import { describe, expect, it } from 'vitest';
import { jsDocLinksToMarkdown, markdownToHtml } from './jsdoc';

describe('markdownToHtml', () => {
  it('renders JSDoc Markdown and drops raw HTML', () => {
    // The tags go; their text stays, as plain escaped text.
    expect(markdownToHtml('Set `rows` **now**.<script>x</script>')).toBe(
      '<p>Set <code>rows</code> <strong>now</strong>.x</p>',
    );
    expect(markdownToHtml('  ')).toBe('');
  });

  it("sends links to the rest of MUI's docs to mui.com, and keeps MUI X and absolute links", () => {
    const html = markdownToHtml(
      'See [Input](/material-ui/api/input/), [rows](/x/api/data-grid/data-grid/#prop-rows) and [MDN](https://developer.mozilla.org/).',
    );
    expect(html).toContain('href="https://mui.com/material-ui/api/input/"');
    expect(html).toContain('href="/x/api/data-grid/data-grid/#prop-rows"');
    expect(html).toContain('href="https://developer.mozilla.org/"');
  });

  it('turns JSDoc {@link} tags into links, or code for a symbol', () => {
    expect(
      jsDocLinksToMarkdown(
        'Use the {@link https://mui.com/x/a/ Quick Filter} or {@link /x/b/}, see {@link GridApi} and {@link GridApi.setRows | setRows}.',
      ),
    ).toBe(
      'Use the [Quick Filter](https://mui.com/x/a/) or [/x/b/](/x/b/), see `GridApi` and `setRows`.',
    );
  });
});
