import type { PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

/**
 * mdast → GitHub-flavoured Markdown text. Options favour what most readers (and models) expect:
 * `-` bullets, backtick fences always (never indented code), `[text](url)` links even when the
 * text is the URL, and `_emphasis_` so `*` stays free for strong.
 */
export function mdastToMarkdown(children: RootContent[]): string {
  const root: Root = { type: 'root', children };
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    fence: '`',
    fences: true,
    emphasis: '_',
    strong: '*',
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });
}

/** The parts every twin starts with. */
export interface TwinHeader {
  title: string;
  description: string;
  /** An extra line under the description (the "not translated yet" notice). */
  notice?: string | null;
}

/** A paragraph of plain text. */
export function paragraph(...children: (PhrasingContent | string)[]): RootContent {
  return {
    type: 'paragraph',
    children: children.map((child) =>
      typeof child === 'string' ? { type: 'text', value: child } : child,
    ),
  };
}

/** `# Title`, the description as a paragraph, the optional notice, then the body. */
export function twinDocument(header: TwinHeader, body: RootContent[]): string {
  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: header.title }] },
    paragraph(header.description),
  ];
  if (header.notice)
    head.push(paragraph({ type: 'emphasis', children: [{ type: 'text', value: header.notice }] }));
  return mdastToMarkdown([...head, ...body]);
}
