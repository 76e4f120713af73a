import GithubSlugger from 'github-slugger';
import type { Element, ElementContent } from 'hast';
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { createTranslate } from '../../i18n/translate';
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
      throw new ContentError(
        this.ctx.file,
        lineOf(node),
        'use the front matter title instead of an h1',
      );
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

/** The plain text of heading content (inline code and emphasis included), for labels. */
function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : '',
    )
    .join('')
    .trim();
}

/** A 24×24 icon in the current colour, hidden from assistive technology. */
function svgIcon(d: string): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: { viewBox: '0 0 24 24', ariaHidden: 'true', focusable: 'false' },
    children: [{ type: 'element', tagName: 'path', properties: { d }, children: [] }],
  };
}

/**
 * The per-section feedback button. Headings are static HTML that React never hydrates, so the
 * button carries everything the one delegated click listener (feedback/SectionFeedback) needs:
 * the section id, and a translated name that includes the heading text.
 */
function sectionFeedbackButton(
  id: string,
  content: readonly ElementContent[],
  ctx: CompileContext,
): Element {
  const label = createTranslate(ctx.language)('feedback.sectionButton').replace('{section}', () =>
    textOf(content),
  );
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['section-feedback'],
      dataSection: id,
      ariaLabel: label,
      title: label,
      ariaHaspopup: 'dialog',
      ariaExpanded: 'false',
      dataGaEventCategory: 'feedback',
      dataGaEventAction: 'section-open',
      dataGaEventLabel: id,
    },
    // A speech bubble with lines of text: "say something about this".
    children: [
      svgIcon(
        'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H5.17L4 17.17V4h16zM6 7h12v2H6zm0 4h9v2H6z',
      ),
    ],
  };
}

/**
 * `<hN id><a class="title-link-to-anchor" href="#id">…<span class="anchor-icon"></a><button
 * class="section-feedback">`. The button sits outside the link, so the TOC text and ids (taken
 * from the Markdown source) and the anchor link are unchanged. Only h2/h3 get ids, hence buttons.
 */
export function headingToHast(
  depth: number,
  id: string,
  content: ElementContent[],
  ctx: CompileContext,
): Element {
  const icon = svgIcon(
    'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5',
  );
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
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['anchor-icon'], title: ctx.labels.anchorLink },
            children: [icon],
          },
        ],
      },
      sectionFeedbackButton(id, content, ctx),
    ],
  };
}
