import GithubSlugger from 'github-slugger';
import type { Element, ElementContent } from 'hast';
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { CompileContext } from './context';
import { ContentError, lineOf } from './errors';

/** One table-of-contents entry: an h2 (level 2) or h3 (level 3). */
export interface TocItem {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * Gives h2/h3 headings stable ids (GitHub-style slugs, de-duplicated in document order) and
 * collects them for the table of contents. An h1 in the body, or an h3 before any h2, is an error:
 * the title comes from front matter and the outline must nest.
 */
export class HeadingCollector {
  readonly toc: TocItem[] = [];
  private readonly slugger = new GithubSlugger();

  constructor(private readonly ctx: CompileContext) {}

  /** Registers a heading; returns its id, or null for levels that get none (h4+). */
  register(node: Heading): string | null {
    if (node.depth === 1) {
      throw new ContentError(this.ctx.file, lineOf(node), 'use the front matter title instead of an h1');
    }
    if (node.depth > 3) return null;
    const text = toString(node).trim();
    if (node.depth === 3 && !this.toc.some((item) => item.level === 2)) {
      throw new ContentError(this.ctx.file, lineOf(node), `missing parent h2 for "${text}"`);
    }
    const id = this.slugger.slug(text);
    this.toc.push({ id, text, level: node.depth as 2 | 3 });
    return id;
  }
}

/** `<hN id><a class="title-link-to-anchor" href="#id">…<span class="anchor-icon">` */
export function headingToHast(depth: number, id: string, content: ElementContent[], ctx: CompileContext): Element {
  const icon: Element = {
    type: 'element',
    tagName: 'svg',
    properties: { viewBox: '0 0 24 24', ariaHidden: 'true', focusable: 'false' },
    children: [
      {
        type: 'element',
        tagName: 'path',
        properties: {
          d: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5',
        },
        children: [],
      },
    ],
  };
  return {
    type: 'element',
    tagName: `h${depth}`,
    properties: { id },
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: { className: ['title-link-to-anchor'], href: `#${id}` },
        children: [
          ...content,
          { type: 'element', tagName: 'span', properties: { className: ['anchor-icon'], title: ctx.labels.anchorLink }, children: [icon] },
        ],
      },
    ],
  };
}
