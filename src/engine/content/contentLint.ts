import type { CompiledPage } from '../markdown/build/compile';
import { ContentError } from '../markdown/build/errors';

/** Fewest words of prose (code excluded) a guide page may have: less is a stub, not a page. */
export const MIN_PROSE_WORDS = 200;

/**
 * Phrases that mark unfinished writing. Matched on prose only (code blocks and inline code are
 * left out, so `// TODO` in a snippet about TODO apps would not trip it).
 */
export const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\blorem ipsum\b/i,
  /\bdolor sit amet\b/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /\bcoming soon\b/i,
  /\bunder construction\b/i,
  /\bplaceholder (text|content|page)\b/i,
  /\bto be (written|documented|completed)\b/i,
  /\bwrite (this|me)\b/i,
];

/**
 * The content lint of one guide page (English source, or a translation when `translation` is
 * set): enough prose, at least one h2, no placeholder phrase, and heading ids that only depend on
 * their own text (no empty slug, no "-1" suffix from a repeated heading, which would shift when
 * sections move). The description is required by the front matter schema. Returns every problem,
 * each naming the file.
 */
export function lintGuidePage(
  file: string,
  page: CompiledPage,
  translation = false,
): ContentError[] {
  const problems: ContentError[] = [];
  // Word counts of Chinese text are not comparable (no spaces between words).
  if (!translation && page.wordCount < MIN_PROSE_WORDS) {
    problems.push(
      new ContentError(
        file,
        undefined,
        `only ${page.wordCount} words of prose; a guide page needs at least ${MIN_PROSE_WORDS}`,
      ),
    );
  }
  if (!page.toc.some((item) => item.level === 2)) {
    problems.push(
      new ContentError(
        file,
        undefined,
        'no h2 heading; a guide page needs at least one "## " section',
      ),
    );
  }
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const match = pattern.exec(page.prose);
    if (match)
      problems.push(
        new ContentError(file, undefined, `placeholder text "${match[0]}" in the prose`),
      );
  }
  const seen = new Map<string, string>();
  for (const item of page.toc) {
    if (!item.id)
      problems.push(
        new ContentError(
          file,
          undefined,
          `heading "${item.text}" has no letters or digits for an id`,
        ),
      );
    const base = item.id.replace(/-\d+$/, '');
    if (seen.has(base) && seen.get(base) === item.text.toLowerCase()) {
      problems.push(
        new ContentError(
          file,
          undefined,
          `heading "${item.text}" repeats; its id "${item.id}" would depend on its position`,
        ),
      );
    }
    seen.set(item.id, item.text.toLowerCase());
  }
  return problems;
}

/** Every lint problem of the site at once, so an author fixes them in one pass. */
export class ContentLintError extends Error {
  constructor(readonly problems: readonly ContentError[]) {
    super(
      `content lint: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.map((problem) => `  ${problem.message}`).join('\n')}`,
    );
    this.name = 'ContentLintError';
  }
}
