import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { MUI_DOCS_ORIGIN } from '../../../config/links';

/**
 * API descriptions are kept in the generated API data as Markdown (the JSDoc text, `{@link}` tags
 * made Markdown links). This module parses one into its mdast tree, from which both the API page's
 * HTML (here) and the Markdown twin's blocks (markdownTwin/apiDescription.ts) are rendered.
 */

const parser = unified().use(remarkParse).use(remarkGfm);
const toHast = unified().use(remarkRehype);

/**
 * Links to MUI X pages (`/x/…`) are kept, since this site serves them; other root-relative links
 * name pages of the rest of MUI's documentation, which this site does not serve, so they get its
 * origin.
 */
export function descriptionLinkUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/x/')
    ? MUI_DOCS_ORIGIN + url
    : url;
}

/** A description's mdast, its link targets resolved with descriptionLinkUrl. */
export function parseDescription(markdown: string): Root {
  const tree = parser.parse(markdown);
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') node.url = descriptionLinkUrl(node.url);
  });
  return tree;
}

/** Rendered descriptions by their Markdown text. */
const rendered = new Map<string, string>();

/**
 * A description as HTML, '' for an empty one. Raw HTML in comments is dropped (remark-rehype's
 * default). Most descriptions recur (a prop shared by DataGrid, DataGridPro and
 * DataGridPremium, by every picker…): each text is rendered once.
 */
export function descriptionToHtml(markdown: string): string {
  if (!markdown) return '';
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = toHtml(toHast.runSync(parseDescription(markdown)) as HastRoot);
    rendered.set(markdown, html);
  }
  return html;
}
