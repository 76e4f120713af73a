import { describe, expect, it } from 'vitest';
import { descriptionMarkdown, jsDocLinksToMarkdown } from './jsdoc';

describe('jsDocLinksToMarkdown', () => {
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

describe('descriptionMarkdown', () => {
  it('keeps the JSDoc as Markdown, links made Markdown and whitespace trimmed', () => {
    expect(descriptionMarkdown('\n  See {@link GridApi}.\n\n- a\n')).toBe('See `GridApi`.\n\n- a');
    expect(descriptionMarkdown('  ')).toBe('');
  });
});
