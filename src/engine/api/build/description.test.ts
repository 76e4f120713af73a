import { describe, expect, it } from 'vitest';
import { descriptionLinkUrl, descriptionToHtml, parseDescription } from './description';

describe('descriptionToHtml', () => {
  it('renders the Markdown and drops raw HTML', () => {
    // The tags go; their text stays, as plain escaped text.
    expect(descriptionToHtml('Set `rows` **now**.<script>x</script>')).toBe(
      '<p>Set <code>rows</code> <strong>now</strong>.x</p>',
    );
    expect(descriptionToHtml('')).toBe('');
  });

  it("sends links to the rest of MUI's docs to mui.com, and keeps MUI X and absolute links", () => {
    const html = descriptionToHtml(
      'See [Input](/material-ui/api/input/), [rows](/x/api/data-grid/data-grid/#prop-rows), [MDN](https://developer.mozilla.org/) and [Box][box].\n\n[box]: /system/box/',
    );
    expect(html).toContain('href="https://mui.com/material-ui/api/input/"');
    expect(html).toContain('href="/x/api/data-grid/data-grid/#prop-rows"');
    expect(html).toContain('href="https://developer.mozilla.org/"');
    expect(html).toContain('href="https://mui.com/system/box/"');
  });

  it('renders lists and fenced code as the API tables show them', () => {
    expect(descriptionToHtml('- a\n- b\n\n```jsx\nx\n```')).toBe(
      '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<pre><code class="language-jsx">x\n</code></pre>',
    );
  });
});

describe('parseDescription', () => {
  it('resolves the link targets in the tree both renderings read', () => {
    const tree = parseDescription('[a](/base-ui/) [b](//cdn.example/) [c](/x/a/)');
    const urls = tree.children.flatMap((node) =>
      node.type === 'paragraph'
        ? node.children.flatMap((child) => (child.type === 'link' ? [child.url] : []))
        : [],
    );
    expect(urls).toEqual(['https://mui.com/base-ui/', '//cdn.example/', '/x/a/']);
  });
});

describe('descriptionLinkUrl', () => {
  it('leaves anchors and absolute URLs alone', () => {
    expect(descriptionLinkUrl('#prop-rows')).toBe('#prop-rows');
    expect(descriptionLinkUrl('https://example.com/a')).toBe('https://example.com/a');
  });
});
