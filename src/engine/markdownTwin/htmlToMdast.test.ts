import { describe, expect, it } from 'vitest';
import { htmlToBlocks, htmlToCellPhrasing } from './htmlToMdast';
import { mdastToMarkdown, paragraph } from './serialize';

const blocks = (html: string, url?: (href: string) => string) =>
  mdastToMarkdown(htmlToBlocks(html, { url }));
const cell = (html: string) => mdastToMarkdown([paragraph(...htmlToCellPhrasing(html))]);

describe('htmlToBlocks', () => {
  it('converts the tags the API generator writes', () => {
    const html =
      '<p>Use <code>rows</code> with <strong>care</strong>, see <a href="/x/react-data-grid/rows/">rows</a>.\nSecond line.</p>\n<ul>\n<li>one <em>a</em></li>\n<li>two</li>\n</ul>\n<ol>\n<li><p>first</p></li>\n</ol>\n<pre><code class="language-jsx">dateLibInstance={moment}\n</code></pre>';
    expect(blocks(html, (href) => `https://mui.com${href}`)).toBe(
      'Use `rows` with **care**, see [rows](https://mui.com/x/react-data-grid/rows/).\nSecond line.\n\n- one _a_\n- two\n\n1. first\n\n```jsx\ndateLibInstance={moment}\n```\n',
    );
  });

  it('decodes character references and escapes what Markdown would read as syntax', () => {
    expect(blocks('<p>a &#x3C;b> &amp; *c* &lt;T&gt; &#123;</p>')).toBe(
      'a \\<b> & \\*c\\* \\<T> {\n',
    );
  });

  it('keeps the text of unknown tags and ignores stray closing tags', () => {
    expect(blocks('<p><span class="x">kept</span></div> text</p>')).toBe('kept text\n');
  });

  it('turns loose inline content into a paragraph and a line break into a hard break', () => {
    expect(blocks('loose<br>next')).toBe('loose\\\nnext\n');
  });

  it('returns nothing for an empty description', () => {
    expect(htmlToBlocks('')).toEqual([]);
  });
});

describe('htmlToCellPhrasing', () => {
  it('flattens blocks onto one line', () => {
    expect(
      cell(
        '<p>First\nline.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<pre><code>x\ny\n</code></pre>',
      ),
    ).toBe('First line. • a • b `x y`\n');
  });
});
