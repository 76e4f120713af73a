import { afterAll, describe, expect, it } from 'vitest';
import { getHighlighter, highlightHere } from './highlight';
import { createHighlightPool } from './highlightPool';

describe('createHighlightPool', () => {
  const pool = createHighlightPool(2);
  afterAll(() => pool.close());

  it('highlights on its threads exactly as the highlighter of this thread does', async () => {
    const here = highlightHere(await getHighlighter());
    const sources: [string, string][] = [
      ['const answer: number = 42;', 'tsx'],
      ['export default function Demo() {\n  return <p className="x">Hi</p>;\n}\n', 'jsx'],
      ['{ "a": [1, true] }', 'json'],
    ];
    const pooled = await Promise.all(sources.map(([code, lang]) => pool.highlight(code, lang)));
    expect(pooled).toEqual(await Promise.all(sources.map(([code, lang]) => here(code, lang))));
    expect(pooled[0]).toMatch(/^<pre class="shiki/);
  });

  it('rejects a job it cannot highlight, and goes on with the next', async () => {
    await expect(pool.highlight('x', 'cobol')).rejects.toThrow(/highlighting failed: .*cobol/);
    await expect(pool.highlight('let a = 1;', 'ts')).resolves.toContain('--shiki-dark');
  });
});
