import type { PhrasingContent, Root, Table, TableCell } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ApiEvent } from '../../api/types';
import type { CompileContext } from './context';
import { ContentError, lineOf } from './errors';

/**
 * `<DataGridEventCatalogue />`: the Data Grid's events as a table, generated from the installed
 * declarations (api/build/events.ts) when the page compiles, so it never drifts from the package.
 * It becomes an ordinary Markdown table in the page's tree: the HTML, the Markdown twin and the
 * link check all see it as if it had been written.
 */
export const EVENT_CATALOGUE = 'DataGridEventCatalogue';

const descriptionParser = unified().use(remarkParse);

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** A description's Markdown → inline content (a JSDoc description is one paragraph). */
function descriptionCell(markdown: string): PhrasingContent[] {
  const tree = descriptionParser.parse(markdown) as Root;
  return tree.children.flatMap((block, index) => [
    ...(index > 0 ? [text(' ')] : []),
    ...('children' in block ? (block.children as PhrasingContent[]) : []),
  ]);
}

/** The params type as code, linked to its API page when its name has one (`GridRowParams`). */
function paramsCell(event: ApiEvent, ctx: CompileContext): PhrasingContent[] {
  if (event.params === null) return [];
  const typeCode: PhrasingContent = { type: 'inlineCode', value: event.params };
  const head = /^[A-Z]\w*/.exec(event.params)?.[0];
  const route = head ? ctx.apiPageOf?.(head) : undefined;
  return route ? [{ type: 'link', url: `${route}/`, children: [typeCode] }] : [typeCode];
}

/** The `<DataGridEventCatalogue />` element → the catalogue table, one row per event. */
export function eventCatalogueTable(node: MdxJsxFlowElement, ctx: CompileContext): Table {
  if (node.attributes.length > 0 || node.children.length > 0) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `<${EVENT_CATALOGUE} /> takes no attributes and no children`,
    );
  }
  const events = ctx.gridEvents;
  if (!events || events.length === 0) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `<${EVENT_CATALOGUE} /> needs the generated API data: run "npm run api:generate"`,
    );
  }
  const labels = ctx.labels.eventCatalogue;
  const planLabel = { community: '', pro: labels.pro, premium: labels.premium };
  const header = [labels.event, labels.params, labels.plan, labels.description];
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      { type: 'tableRow', children: header.map((label) => cell([text(label)])) },
      ...events.map((event) => ({
        type: 'tableRow' as const,
        children: [
          cell([{ type: 'inlineCode', value: event.name }]),
          cell(paramsCell(event, ctx)),
          cell(planLabel[event.plan] ? [text(planLabel[event.plan])] : []),
          cell(descriptionCell(event.descriptionMarkdown)),
        ],
      })),
    ],
  };
}
