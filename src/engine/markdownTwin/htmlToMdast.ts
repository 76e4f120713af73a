import type { BlockContent, ListItem, PhrasingContent } from 'mdast';

/**
 * The API descriptions are stored as HTML (JSDoc Markdown rendered by `api/build/jsdoc.ts` with
 * hast-util-to-html), and no HTML parser ships with the site. That HTML is machine-written and
 * well-formed, with a handful of tags (p, code, pre, a, strong, em, ul, ol, li, br), so a small
 * tokenizer turns it back into mdast; unknown tags keep their text, so nothing is ever lost.
 */

interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(['br', 'hr', 'img']);
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Parses the HTML into a light element tree (a stray closing tag is ignored). */
function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#root', attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const token =
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>|<!--[\s\S]*?-->|([^<]+|<)/g;
  for (const match of html.matchAll(token)) {
    const [, closing, rawTag, rawAttributes, text] = match;
    const current = stack[stack.length - 1];
    if (text !== undefined) {
      current.children.push(decodeEntities(text));
    } else if (rawTag) {
      const tag = rawTag.toLowerCase();
      if (closing) {
        const index = stack.findLastIndex((element) => element.tag === tag);
        if (index > 0) stack.length = index;
        continue;
      }
      const attributes: Record<string, string> = {};
      for (const [, name, value] of (rawAttributes ?? '').matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)) {
        attributes[name.toLowerCase()] = decodeEntities(value ?? '');
      }
      const element: HtmlElement = { tag, attributes, children: [] };
      current.children.push(element);
      if (!VOID_TAGS.has(tag)) stack.push(element);
    }
  }
  return root.children;
}

function textOf(node: HtmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'table',
  'hr',
]);

function isBlock(node: HtmlNode): boolean {
  return typeof node !== 'string' && BLOCK_TAGS.has(node.tag);
}

/** Options of the conversion. */
export interface HtmlToMdastOptions {
  /** Rewrites link targets (made absolute and localized by the caller). */
  url?: (href: string) => string;
}

function phrasing(nodes: HtmlNode[], options: HtmlToMdastOptions): PhrasingContent[] {
  const result: PhrasingContent[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      result.push({ type: 'text', value: node });
      continue;
    }
    switch (node.tag) {
      case 'code':
        result.push({ type: 'inlineCode', value: textOf(node) });
        break;
      case 'a': {
        const href = node.attributes.href ?? '';
        const children = phrasing(node.children, options);
        if (href)
          result.push({ type: 'link', url: options.url ? options.url(href) : href, children });
        else result.push(...children);
        break;
      }
      case 'strong':
      case 'b':
        result.push({ type: 'strong', children: phrasing(node.children, options) });
        break;
      case 'em':
      case 'i':
        result.push({ type: 'emphasis', children: phrasing(node.children, options) });
        break;
      case 'del':
      case 's':
        result.push({ type: 'delete', children: phrasing(node.children, options) });
        break;
      case 'br':
        result.push({ type: 'break' });
        break;
      default:
        result.push(...phrasing(node.children, options));
    }
  }
  return result;
}

/** Trims the whitespace HTML leaves at the edges of a paragraph. */
function trimEdges(children: PhrasingContent[]): PhrasingContent[] {
  const first = children[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
  const last = children[children.length - 1];
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
  return children.filter((child) => child.type !== 'text' || child.value !== '');
}

function blocks(nodes: HtmlNode[], options: HtmlToMdastOptions): BlockContent[] {
  const result: BlockContent[] = [];
  let run: HtmlNode[] = [];
  // Loose inline content between blocks becomes its own paragraph.
  const flush = () => {
    const children = trimEdges(phrasing(run, options));
    if (children.length > 0) result.push({ type: 'paragraph', children });
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    const element = node as HtmlElement;
    switch (element.tag) {
      case 'p':
        {
          const children = trimEdges(phrasing(element.children, options));
          if (children.length > 0) result.push({ type: 'paragraph', children });
        }
        break;
      case 'ul':
      case 'ol':
        result.push({
          type: 'list',
          ordered: element.tag === 'ol',
          spread: false,
          children: element.children
            .filter(
              (child): child is HtmlElement => typeof child !== 'string' && child.tag === 'li',
            )
            .map(
              (li): ListItem => ({
                type: 'listItem',
                spread: false,
                children: blocks(li.children, options),
              }),
            ),
        });
        break;
      case 'pre': {
        const code = element.children.find(
          (child): child is HtmlElement => typeof child !== 'string' && child.tag === 'code',
        );
        const lang = /(?:^|\s)language-(\S+)/.exec(code?.attributes.class ?? '')?.[1] ?? null;
        result.push({ type: 'code', lang, value: textOf(code ?? element).replace(/\n$/, '') });
        break;
      }
      case 'blockquote':
        result.push({ type: 'blockquote', children: blocks(element.children, options) });
        break;
      case 'hr':
        result.push({ type: 'thematicBreak' });
        break;
      default:
        result.push(...blocks(element.children, options));
    }
  }
  flush();
  return result;
}

/** Generated description HTML → Markdown blocks (paragraphs, lists, code blocks). */
export function htmlToBlocks(html: string, options: HtmlToMdastOptions = {}): BlockContent[] {
  return blocks(parseHtml(html), options);
}

/**
 * Generated description HTML → one line of Markdown inline content, for a table cell: blocks are
 * joined by spaces, list items marked with "•", code blocks become inline code, and line breaks
 * become spaces (a table row is a single line).
 */
export function htmlToCellPhrasing(
  html: string,
  options: HtmlToMdastOptions = {},
): PhrasingContent[] {
  const cell: PhrasingContent[] = [];
  const space = () => {
    if (cell.length > 0) cell.push({ type: 'text', value: ' ' });
  };
  const add = (block: BlockContent) => {
    switch (block.type) {
      case 'paragraph':
        space();
        cell.push(...block.children);
        break;
      case 'list':
        for (const item of block.children) {
          space();
          cell.push({ type: 'text', value: '•' });
          for (const child of item.children)
            if (child.type !== 'definition' && child.type !== 'footnoteDefinition')
              add(child as BlockContent);
        }
        break;
      case 'code':
        space();
        cell.push({ type: 'inlineCode', value: block.value });
        break;
      case 'blockquote':
        for (const child of block.children) add(child as BlockContent);
        break;
      default:
        break;
    }
  };
  for (const block of htmlToBlocks(html, options)) add(block);
  return singleLine(cell);
}

/** Collapses whitespace runs (line breaks included) inside inline content to single spaces. */
export function singleLine(children: PhrasingContent[]): PhrasingContent[] {
  return children.map((child): PhrasingContent => {
    if (child.type === 'text' || child.type === 'inlineCode')
      return { ...child, value: child.value.replace(/\s+/g, ' ') };
    if (child.type === 'break') return { type: 'text', value: ' ' };
    if ('children' in child)
      return {
        ...child,
        children: singleLine(child.children as PhrasingContent[]),
      } as PhrasingContent;
    return child;
  });
}
