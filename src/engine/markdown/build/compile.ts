import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Heading, Nodes, Parents, Root, Table } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { localizePath } from '../../routing/pathnameToLanguage';
import { calloutToHast, isCalloutKind } from './callouts';
import { codeBlockToHast } from './codeBlock';
import type { CompileContext } from './context';
import { ContentError, lineOf } from './errors';
import { parseFrontMatter, type FrontMatter } from './frontMatter';
import { HeadingCollector, headingToHast, type TocItem } from './headings';
import { splitSegments, type Segment } from './segments';
import { EVENT_CATALOGUE, eventCatalogueTable } from './eventCatalogue';
import { flowElementToHast, inlineElement } from './vocabulary';

/** A link found in a page, as written by the author. */
export interface PageLink {
  url: string;
  line: number | undefined;
}

/** Everything the site needs from one MDX file. */
export interface CompiledPage {
  frontMatter: FrontMatter;
  toc: TocItem[];
  /** Every element id in the page a link may point at. */
  ids: string[];
  links: PageLink[];
  segments: Segment[];
  /** Words of prose, for the content lint. */
  wordCount: number;
  /** The prose as plain text (code left out), for the content lint. */
  prose: string;
  /**
   * The page's one mdast tree, as the HTML was rendered from it (stray text directives back to
   * text, site links localized): the Markdown twin is written from it (markdownTwin/guideTwin.ts),
   * so the MDX is parsed once. Only on pages compiled from MDX.
   */
  tree?: Root;
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);

/**
 * Checks the markdown tree for syntax outside the closed vocabulary (imports, expressions, leaf
 * directives), expands generated elements (the event catalogue), turns stray text directives
 * (`a:b` in prose) back into text, records links and rewrites internal ones for the page's language.
 */
function prepareTree(tree: Root, ctx: CompileContext, links: PageLink[]): void {
  visit(tree, (node: Nodes, index, parent: Parents | undefined) => {
    switch (node.type) {
      case 'mdxjsEsm':
        throw new ContentError(
          ctx.file,
          lineOf(node),
          'import/export statements are not allowed in pages',
        );
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        throw new ContentError(
          ctx.file,
          lineOf(node),
          'JavaScript expressions are not allowed; escape "{" as "\\{"',
        );
      case 'mdxJsxFlowElement':
        // Generated content is expanded first, so the rest of the compiler sees plain Markdown.
        if (node.name === EVENT_CATALOGUE && parent && index !== undefined) {
          if (parent !== tree) {
            throw new ContentError(
              ctx.file,
              lineOf(node),
              `<${EVENT_CATALOGUE} /> must be placed at the top level of the page`,
            );
          }
          parent.children.splice(index, 1, eventCatalogueTable(node, ctx));
          return index;
        }
        return undefined;
      case 'leafDirective':
        throw new ContentError(ctx.file, lineOf(node), `unknown directive "::${node.name}"`);
      case 'textDirective':
        if (parent && index !== undefined) {
          parent.children.splice(index, 1, {
            type: 'text',
            value: `:${node.name}${toString(node)}`,
          } as never);
          return SKIP;
        }
        return undefined;
      case 'link':
      case 'definition':
        links.push({ url: node.url, line: lineOf(node) });
        if (node.url.startsWith('/')) node.url = localizePath(node.url, ctx.language);
        return undefined;
      default:
        return undefined;
    }
  });
}

function handlers(ctx: CompileContext, headings: HeadingCollector, root: Root) {
  return {
    heading(state: State, node: Heading): Element {
      const id = headings.register(node);
      const content = state.all(node) as ElementContent[];
      if (!id)
        return { type: 'element', tagName: `h${node.depth}`, properties: {}, children: content };
      return headingToHast(node.depth, id, content, ctx);
    },
    code(_state: State, node: Code): Element {
      return codeBlockToHast(node, ctx);
    },
    containerDirective(state: State, node: ContainerDirective): Element {
      if (!isCalloutKind(node.name)) {
        throw new ContentError(
          ctx.file,
          lineOf(node),
          `unknown callout ":::${node.name}" (use info, success, warning or error)`,
        );
      }
      return calloutToHast(node.name, state.all(node) as ElementContent[], ctx);
    },
    mdxJsxFlowElement(_state: State, node: MdxJsxFlowElement): Element {
      return flowElementToHast(node, root.children.includes(node), ctx);
    },
    table(state: State, node: Table): Element {
      // A table wider than a phone scrolls sideways inside the column (MarkdownBody.styles): a
      // tab stop lets a keyboard reader scroll it too (axe: scrollable-region-focusable).
      const table = defaultHandlers.table(state, node);
      table.properties = { ...table.properties, tabIndex: 0 };
      return table;
    },
    mdxJsxTextElement(state: State, node: MdxJsxTextElement): Element {
      const { tagName, properties } = inlineElement(node, ctx);
      return {
        type: 'element',
        tagName,
        properties,
        children: state.all(node) as ElementContent[],
      };
    },
  };
}

/** The page's prose as plain text: every text node outside code, front matter excluded. */
function proseOf(tree: Root): string {
  const parts: string[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type === 'code' || node.type === 'inlineCode') return SKIP;
    return undefined;
  });
  return parts.join(' ');
}

/** Compiles one MDX page to validated front matter, its outline, links and HTML segments. */
export function compileMdx(source: string, ctx: CompileContext): CompiledPage {
  let tree: Root;
  try {
    tree = parser.parse(source) as Root;
  } catch (error) {
    const place = (error as { line?: number }).line;
    throw new ContentError(ctx.file, place, `MDX syntax error: ${(error as Error).message}`);
  }
  const yaml = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = parseFrontMatter(yaml?.value, ctx.file);
  const links: PageLink[] = [];
  prepareTree(tree, ctx, links);
  const prose = proseOf(tree);
  const wordCount = prose.split(/\s+/).filter(Boolean).length;
  const headings = new HeadingCollector(ctx);
  const hast = unified()
    .use(remarkRehype, { handlers: handlers(ctx, headings, tree) as never })
    .runSync(tree) as HastRoot;
  const segments = splitSegments(hast);
  // Every demo carries the anchors #<Name>.tsx and #<Name>.js (deep links to its code).
  const demoIds = segments.flatMap((segment) =>
    segment.kind === 'island' && segment.component === 'Demo'
      ? [`${segment.props.demo.name}.tsx`, `${segment.props.demo.name}.js`]
      : [],
  );
  return {
    frontMatter,
    toc: headings.toc,
    ids: [...headings.toc.map((item) => item.id), ...demoIds],
    links,
    segments,
    wordCount,
    prose,
    tree,
  };
}
