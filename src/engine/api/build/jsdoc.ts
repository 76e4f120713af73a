import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { MUI_DOCS_ORIGIN } from '../../../config/links';

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
/** Rendered descriptions by their Markdown text. */
const rendered = new Map<string, string>();

/**
 * JSDoc inline links as Markdown: `{@link https://… Quick Filter}` → `[Quick Filter](https://…)`,
 * `{@link GridApi}` → `` `GridApi` `` (TypeScript leaves them as written in tag text).
 */
export function jsDocLinksToMarkdown(text: string): string {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_, target: string, label: string) => {
      const name = label.trim();
      if (/^(https?:)?\/\//.test(target) || target.startsWith('/'))
        return `[${name || target}](${target})`;
      return `\`${name || target}\``;
    },
  );
}

/**
 * JSDoc Markdown → HTML. Raw HTML in comments is dropped (remark-rehype's default). Links to MUI X
 * pages (`/x/…`) are kept, since this site serves them; other root-relative links name pages of
 * the rest of MUI's documentation, which this site does not serve, so they get its origin.
 */
export function markdownToHtml(text: string): string {
  const trimmed = jsDocLinksToMarkdown(text).trim();
  if (!trimmed) return '';
  // Most descriptions recur: a prop shared by DataGrid, DataGridPro and DataGridPremium, by every
  // picker… Rendering each text once saves most of the generator's Markdown work.
  let html = rendered.get(trimmed);
  if (html === undefined) {
    html = render(trimmed);
    rendered.set(trimmed, html);
  }
  return html;
}

function render(trimmed: string): string {
  const tree = markdown.runSync(markdown.parse(trimmed)) as HastRoot;
  visit(tree, 'element', (node) => {
    const href = node.properties.href;
    if (
      node.tagName === 'a' &&
      typeof href === 'string' &&
      href.startsWith('/') &&
      !href.startsWith('//') &&
      !href.startsWith('/x/')
    ) {
      node.properties.href = MUI_DOCS_ORIGIN + href;
    }
  });
  return toHtml(tree);
}

/** The documentation comment of a symbol, as plain Markdown text. */
export function symbolDocumentation(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker));
}

/** The text of a JSDoc tag (`@default`, `@deprecated`) on any of the symbol's declarations. */
export function jsDocTag(symbol: ts.Symbol, tagName: string): string | null {
  for (const declaration of symbol.declarations ?? []) {
    for (const tag of ts.getJSDocTags(declaration)) {
      if (tag.tagName.text === tagName) return (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
    }
  }
  return null;
}

/**
 * A component's description without the "Demos:" and "API:" link lists the packages append
 * (they point at the reference site's own pages; this site links its pages itself).
 */
export function componentDescription(text: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of text.split('\n')) {
    if (/^(Demos|API|Features):\s*$/.test(line.trim())) {
      skipping = true;
      continue;
    }
    if (skipping && (/^\s*-\s/.test(line) || line.trim() === '')) continue;
    skipping = false;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
