import { describe, expect, it } from 'vitest';
import { descriptionBlocks, descriptionCell } from './apiDescription';
import { mdastToMarkdown, paragraph } from './serialize';

const blocks = (markdown: string, url?: (href: string) => string) =>
  mdastToMarkdown(descriptionBlocks(markdown, { url }));
const cell = (markdown: string) => mdastToMarkdown([paragraph(...descriptionCell(markdown))]);

describe('descriptionBlocks', () => {
  it('keeps what the API descriptions use: code, strong, links, tight lists and code blocks', () => {
    const markdown =
      'Use `rows` with **care**, see [rows](/x/react-data-grid/rows/).\nSecond line.\n\n- one *a*\n\n- two\n\n1. first\n\n```jsx title="x"\ndateLibInstance={moment}\n```';
    expect(blocks(markdown, (href) => `https://mui.com${href}`)).toBe(
      'Use `rows` with **care**, see [rows](https://mui.com/x/react-data-grid/rows/).\nSecond line.\n\n- one _a_\n- two\n\n1. first\n\n```jsx\ndateLibInstance={moment}\n```\n',
    );
  });

  it("sends links to the rest of MUI's docs to mui.com, as the API page does", () => {
    expect(blocks('See [Input](/material-ui/api/input/) and [rows][r].\n\n[r]: /x/rows/')).toBe(
      'See [Input](https://mui.com/material-ui/api/input/) and [rows](/x/rows/).\n',
    );
  });

  it('leaves out what the page does not show: raw HTML, images; a heading becomes a paragraph', () => {
    expect(blocks('## Title\n\nText <b>bold</b> ![logo](/logo.png) end.\n\n<div>x</div>')).toBe(
      'Title\n\nText bold  end.\n',
    );
  });

  it('escapes what Markdown would read as syntax', () => {
    expect(blocks('a &lt;b> & \\*c\\* {')).toBe('a \\<b> & \\*c\\* {\n');
  });

  it('returns nothing for an empty description', () => {
    expect(descriptionBlocks('')).toEqual([]);
  });
});

describe('descriptionCell', () => {
  it('flattens blocks onto one line', () => {
    expect(cell('First\nline.\n\n- a\n- b\n\n```\nx\ny\n```')).toBe('First line. • a • b `x y`\n');
  });

  it('turns a hard break into a space', () => {
    expect(cell('one\\\ntwo')).toBe('one two\n');
  });
});
