import type { Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { IslandName, IslandProps } from './vocabulary';

/** A run of static HTML, rendered without React doing any work on it. */
export interface HtmlSegment {
  kind: 'html';
  /** Null in the page data inlined in a built page, whose HTML already holds it (see serverMarkup.ts). */
  html: string | null;
}

/** An interactive component of the MDX vocabulary, rendered and hydrated by React. */
export type IslandSegment = {
  [K in IslandName]: { kind: 'island'; component: K; props: IslandProps[K] };
}[IslandName];

/** The body of a page: static HTML runs between interactive islands. */
export type Segment = HtmlSegment | IslandSegment;

function isIsland(node: RootContent): boolean {
  return node.type === 'element' && node.tagName === 'docs-island';
}

/**
 * Cuts the page's HTML tree at its island markers. Prose travels as HTML strings, so it costs
 * no JavaScript to render; only the islands become React components.
 */
export function splitSegments(tree: Root): Segment[] {
  const segments: Segment[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    const html = toHtml({ type: 'root', children: run }).trim();
    if (html) segments.push({ kind: 'html', html });
    run = [];
  };
  for (const node of tree.children) {
    if (node.type === 'element' && isIsland(node)) {
      flush();
      segments.push({ kind: 'island', ...JSON.parse(String(node.properties.dataIsland)) });
    } else {
      run.push(node);
    }
  }
  flush();
  return segments;
}
