import dynamic from 'next/dynamic';
import * as React from 'react';
import { MARKDOWN_BODY_CLASS } from '../markdown/classNames';
import type { Segment } from '../markdown/build/segments';
import { SegmentIdContext, SERVER_MARKUP_ATTRIBUTE, useServerMarkup } from '../page/serverMarkup';
import type { IslandName, IslandProps } from '../markdown/build/vocabulary';

/**
 * The React component of every island in the MDX vocabulary, each in a chunk of its own: a page
 * loads only the islands it uses (a prose page no API table, an API page no demo machinery). Pages
 * render them on the server, and Next.js loads their chunks before hydrating.
 */
const ISLANDS: { [K in IslandName]: React.ComponentType<IslandProps[K]> } = {
  CodeTabs: dynamic(() => import('../code/CodeTabs').then((module) => module.CodeTabs)),
  Demo: dynamic(() => import('../demos/Demo').then((module) => module.Demo)),
  ApiTable: dynamic(() => import('../api/ApiTable').then((module) => module.ApiTable)),
};

/** One run of prose HTML. */
function HtmlRun({ html, id }: { html: string | null; id: string }) {
  const markup = useServerMarkup(html, id);
  return (
    <div
      className={`markdown-html ${MARKDOWN_BODY_CLASS}`}
      {...{ [SERVER_MARKUP_ATTRIBUTE]: id }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

function Island<K extends IslandName>({
  component,
  props,
}: {
  component: K;
  props: IslandProps[K];
}) {
  const Component = ISLANDS[component] as React.ComponentType<IslandProps[K]>;
  return <Component {...props} />;
}

/**
 * Renders a page body: static HTML runs as they came from the build (React does not rebuild
 * them on hydration), interactive islands as components. Prose styles apply to the HTML runs
 * only, so they never leak into live demos.
 */
export function MarkdownContent({ segments }: { segments: readonly Segment[] }) {
  return (
    <div className="markdown-body">
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          <HtmlRun key={index} html={segment.html} id={`s${index}`} />
        ) : (
          <SegmentIdContext.Provider key={index} value={`s${index}`}>
            <Island component={segment.component} props={segment.props} />
          </SegmentIdContext.Provider>
        ),
      )}
    </div>
  );
}
