import { beforeAll, describe, expect, it } from 'vitest';
import { compileMdx } from '../markdown/build/compile';
import type { CompileContext } from '../markdown/build/context';
import { createTestContext } from '../markdown/build/testContext';
import { ContentLintError, lintGuidePage, MIN_PROSE_WORDS } from './contentLint';

const FILE = 'content/test/index.mdx';
const FRONT = '---\ntitle: Test page\ndescription: A page used by the content lint tests.\n---\n\n';
const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

let ctx: CompileContext;
beforeAll(async () => {
  ctx = await createTestContext(FILE);
});

const lint = (body: string, translation = false) =>
  lintGuidePage(FILE, compileMdx(FRONT + body, ctx), translation).map((problem) => problem.message);

describe('lintGuidePage', () => {
  it('accepts a page with enough prose and an h2', () => {
    expect(lint(`## Usage\n\n${words(MIN_PROSE_WORDS)}`)).toEqual([]);
  });

  it('counts prose only: words inside code do not make a page long enough', () => {
    const problems = lint(
      `## Usage\n\n${words(10)}\n\n\`\`\`tsx\n${words(400)}\n\`\`\`\n\n\`${words(300)}\``,
    );
    // 10 words of text and the heading.
    expect(problems).toEqual([
      `${FILE}: only 11 words of prose; a guide page needs at least ${MIN_PROSE_WORDS}`,
    ]);
  });

  it('asks for an h2', () => {
    expect(lint(words(MIN_PROSE_WORDS))).toEqual([
      `${FILE}: no h2 heading; a guide page needs at least one "## " section`,
    ]);
  });

  it('finds placeholder phrases in prose, not in code', () => {
    expect(
      lint(`## Usage\n\n${words(MIN_PROSE_WORDS)} Lorem ipsum dolor sit amet. Coming soon.`),
    ).toEqual([
      `${FILE}: placeholder text "Lorem ipsum" in the prose`,
      `${FILE}: placeholder text "dolor sit amet" in the prose`,
      `${FILE}: placeholder text "Coming soon" in the prose`,
    ]);
    expect(
      lint(`## Usage\n\n${words(MIN_PROSE_WORDS)}\n\n\`\`\`ts\n// TODO: lorem ipsum\n\`\`\``),
    ).toEqual([]);
  });

  it('refuses repeated headings, whose ids would depend on their position', () => {
    expect(lint(`## Usage\n\n${words(MIN_PROSE_WORDS)}\n\n## Usage\n\nMore.`)).toEqual([
      `${FILE}: heading "Usage" repeats; its id "usage-1" would depend on its position`,
    ]);
  });

  it('does not count words of a translation (Chinese has no spaces between words)', () => {
    expect(lint('## 用法\n\n这是一个很短的页面。', true)).toEqual([]);
  });

  it('reports every problem of the site in one error', () => {
    const error = new ContentLintError(lintGuidePage(FILE, compileMdx(FRONT + 'Short.', ctx)));
    expect(error.message).toMatch(
      /^content lint: 2 problems\n {2}content\/test\/index\.mdx: only 1 words/,
    );
  });
});
