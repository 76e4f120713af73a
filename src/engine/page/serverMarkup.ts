import * as React from 'react';
import type { DocsPageData } from '../page/pageTypes';
import type { Segment } from '../markdown/build/segments';

/**
 * Markup that travels once. A page's prose and code tabs are HTML strings in its props; the
 * server renders them into the document, and the copy of the props inlined in that same document
 * (`__NEXT_DATA__`) would carry every string a second time (73 KB of 93 KB on the installation
 * page). `withoutServerMarkup` drops them from that inlined copy only; during hydration each run
 * reads its markup back from the element the server rendered. The `_next/data` JSON used for
 * client-side navigation keeps the strings, so a page reached without a full load has them.
 */

/** The attribute naming a run of server markup, unique within the page. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-markup';

/** The id of the segment an island is rendered for: the prefix of its own markup runs' ids. */
export const SegmentIdContext = React.createContext('');

/** The props of a docs route, as `getStaticProps` returns them. */
interface RouteProps {
  page?: DocsPageData;
}

function stripSegment(segment: Segment): Segment {
  if (segment.kind === 'html') return { ...segment, html: null };
  if (segment.component === 'CodeTabs') {
    const tabs = segment.props.tabs.map((tab) => ({ ...tab, html: null }));
    return { ...segment, props: { ...segment.props, tabs } };
  }
  return segment;
}

/** A copy of a route's props without the markup the server-rendered HTML already holds. */
export function withoutServerMarkup<P extends RouteProps>(props: P): P {
  if (!props.page) return props;
  return { ...props, page: { ...props.page, segments: props.page.segments.map(stripSegment) } };
}

/**
 * The markup of one run: the string when the props carry it, otherwise (hydrating a page loaded
 * in full) the content the server rendered into the element marked with `id`. Read once per
 * mounted run, so later renders never rewrite the DOM.
 */
export function useServerMarkup(html: string | null, id: string): string {
  const [markup] = React.useState(
    () => html ?? document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}="${id}"]`)?.innerHTML ?? '',
  );
  return html ?? markup;
}
