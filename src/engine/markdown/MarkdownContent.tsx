import * as React from 'react';
import { ApiTable } from '../api/ApiTable';
import { CodeTabs } from '../code/CodeTabs';
import { Demo } from '../demos/Demo';
import { MarkdownBody } from './MarkdownBody.styles';
import type { Segment } from './segments';
import { SegmentIdContext, SERVER_MARKUP_ATTRIBUTE, useServerMarkup } from './serverMarkup';
import type { IslandName, IslandProps } from './vocabulary';

/** The React component of every island in the MDX vocabulary. */
const ISLANDS: { [K in IslandName]: React.ComponentType<IslandProps[K]> } = {
  CodeTabs,
  Demo,
  ApiTable,
};

/** One run of prose HTML. */
function HtmlRun({ html, id }: { html: string | null; id: string }) {
  const markup = useServerMarkup(html, id);
  return <MarkdownBody className="markdown-html" {...{ [SERVER_MARKUP_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: markup }} />;
}

function Island<K extends IslandName>({ component, props }: { component: K; props: IslandProps[K] }) {
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
