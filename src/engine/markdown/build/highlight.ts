import { createHighlighter, type Highlighter } from 'shiki';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';

/** Languages fenced code may use; anything else is a content error. */
export const CODE_LANGUAGES = [
  'tsx',
  'jsx',
  'ts',
  'js',
  'json',
  'bash',
  'css',
  'diff',
  'html',
  'text',
] as const;

/** The languages a highlighter loads grammars for (plain text needs none). */
export const HIGHLIGHTED_LANGUAGES = CODE_LANGUAGES.filter((lang) => lang !== 'text');

const ALIASES: Record<string, string> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
};

/**
 * Highlight themes. GitHub's "default" themes keep every token above 4.5:1 contrast on the code
 * background (the older github-light / github-dark ones fall to 3.6–4.3:1 for keywords and comments).
 */
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

/** The shared build-time highlighter (grammars and themes come from the shiki package). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: HIGHLIGHTED_LANGUAGES,
  });
  return highlighter;
}

/** Normalises a fence language, or returns null when it is not supported. */
export function resolveCodeLanguage(lang: string): string | null {
  const name = ALIASES[lang] ?? lang;
  return (CODE_LANGUAGES as readonly string[]).includes(name) ? name : null;
}

/**
 * Highlights code into a `<pre>` carrying both themes as CSS variables (`--shiki-light`,
 * `--shiki-dark`), so the colour mode switches with CSS alone and no highlighter ships.
 */
export function highlightToHast(instance: Highlighter, code: string, lang: string): Element {
  const root = instance.codeToHast(code, {
    lang,
    themes: THEMES,
    defaultColor: false,
  }) as Root;
  const pre = root.children.find((node): node is Element => node.type === 'element');
  if (!pre) throw new Error('shiki returned no <pre> element');
  return pre;
}

/** Highlights code into the HTML of its `<pre>` (see highlightToHast), possibly on another thread. */
export type HighlightCode = (code: string, lang: string) => Promise<string>;

/** Highlights on this thread with a loaded highlighter (tests, small inputs). */
export function highlightHere(instance: Highlighter): HighlightCode {
  return async (code, lang) => toHtml(highlightToHast(instance, code, lang));
}
