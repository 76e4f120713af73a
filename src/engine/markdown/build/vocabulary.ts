import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Code, Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ApiTableProps } from '../../api/apiTableTypes';
import { DEMO_BACKGROUNDS, type DemoBackground, type DemoIslandProps } from '../../demos/types';
import { codeBlockToHast, parseFenceMeta } from './codeBlock';
import type { CompileContext } from './context';
import { ContentError, lineOf } from './errors';

/**
 * The closed vocabulary of MDX: the only JSX an author may write. Anything else fails the build
 * with the file and line, so a typo never ships as an empty element.
 */

/** Lower-case HTML elements allowed inline, with the attributes each may carry. */
export const INLINE_ELEMENTS: Record<string, readonly string[]> = {
  kbd: [],
  br: [],
  sup: [],
  sub: [],
  abbr: ['title'],
};

/** Props of the CodeTabs island: several code blocks, one shown at a time. */
export interface CodeTabsProps {
  storageKey: string;
  /** `html` is null in the page data inlined in a built page (see serverMarkup.ts). */
  tabs: { label: string; html: string | null }[];
}

/** Interactive components rendered by React on the page ("islands"), by name. */
export interface IslandProps {
  CodeTabs: CodeTabsProps;
  Demo: DemoIslandProps;
  /** Generated pages only (API reference): authors cannot write it. */
  ApiTable: ApiTableProps;
}

/** Name of an island component. */
export type IslandName = keyof IslandProps;

/** Islands an author may write in MDX. */
type AuthoredIslandName = Exclude<IslandName, 'ApiTable'>;

/** Reads an element's attributes; only literal string values are accepted. */
function readAttributes(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  allowed: readonly string[],
  ctx: CompileContext,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      throw new ContentError(
        ctx.file,
        lineOf(node),
        `<${node.name}> attributes must be literal strings`,
      );
    }
    if (!allowed.includes(attribute.name)) {
      throw new ContentError(
        ctx.file,
        lineOf(node),
        `<${node.name}> does not accept the attribute "${attribute.name}"`,
      );
    }
    result[attribute.name] = attribute.value;
  }
  return result;
}

function codeTabsProps(node: MdxJsxFlowElement, ctx: CompileContext): CodeTabsProps {
  const { storageKey } = readAttributes(node, ['storageKey'], ctx);
  if (!storageKey) {
    throw new ContentError(ctx.file, lineOf(node), '<CodeTabs> needs a storageKey attribute');
  }
  const blocks = node.children.filter((child: Nodes) => child.type === 'code') as Code[];
  if (blocks.length < 2 || blocks.length !== node.children.length) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      '<CodeTabs> must contain two or more fenced code blocks and nothing else',
    );
  }
  const tabs = blocks.map((block) => {
    const { label } = parseFenceMeta(block.meta);
    if (!label) {
      throw new ContentError(
        ctx.file,
        lineOf(block),
        'each code block in <CodeTabs> needs a tab label after the language',
      );
    }
    return { label, html: toHtml(codeBlockToHast(block, ctx)) };
  });
  return { storageKey, tabs };
}

/** Boolean attributes of <Demo>: written bare (`hideToolbar`) or as "true" / "false". */
function booleanAttribute(
  node: MdxJsxFlowElement,
  name: string,
  value: unknown,
  ctx: CompileContext,
): boolean {
  if (value === null || value === 'true') return true;
  if (value === 'false') return false;
  throw new ContentError(
    ctx.file,
    lineOf(node),
    `<Demo> attribute "${name}" must be written bare, or as "true" or "false"`,
  );
}

/**
 * The id of the demo `<Demo name="…">` names on a page: its file sits beside the page's MDX file,
 * so `content/a/b/index.mdx` + `Basic` → `a/b/Basic`. The page compiler and the Markdown twin both
 * look demos up by it.
 */
export function demoId(pageFile: string, name: string): string {
  const dir = pageFile.replace(/^content\//, '').replace(/\/?[^/]+$/, '');
  return dir ? `${dir}/${name}` : name;
}

/** `<Demo name="BasicGrid" bg="inline" hideToolbar defaultCodeOpen disableAd />`: a live demo from this folder. */
function demoProps(node: MdxJsxFlowElement, ctx: CompileContext): DemoIslandProps {
  const values: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      (attribute.value !== null && typeof attribute.value !== 'string')
    ) {
      throw new ContentError(
        ctx.file,
        lineOf(node),
        '<Demo> attributes must be literal strings or bare booleans',
      );
    }
    if (!['name', 'bg', 'hideToolbar', 'defaultCodeOpen', 'disableAd'].includes(attribute.name)) {
      throw new ContentError(
        ctx.file,
        lineOf(node),
        `<Demo> does not accept the attribute "${attribute.name}"`,
      );
    }
    values[attribute.name] = attribute.value;
  }
  const name = values.name;
  if (typeof name !== 'string' || !name)
    throw new ContentError(ctx.file, lineOf(node), '<Demo> needs a name attribute');
  const id = demoId(ctx.file, name);
  const demo = ctx.demos.get(id);
  if (!demo) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `demo "${name}" not found: expected content/${id}.tsx beside this page`,
    );
  }
  const bg = (values.bg ?? 'outlined') as DemoBackground;
  if (!DEMO_BACKGROUNDS.includes(bg)) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `<Demo> bg must be one of ${DEMO_BACKGROUNDS.join(', ')}`,
    );
  }
  const hideToolbar =
    'hideToolbar' in values && booleanAttribute(node, 'hideToolbar', values.hideToolbar, ctx);
  const defaultCodeOpen =
    'defaultCodeOpen' in values &&
    booleanAttribute(node, 'defaultCodeOpen', values.defaultCodeOpen, ctx);
  if (hideToolbar && defaultCodeOpen) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      '<Demo> hideToolbar and defaultCodeOpen cannot be combined (the code could not be closed)',
    );
  }
  const disableAd =
    'disableAd' in values && booleanAttribute(node, 'disableAd', values.disableAd, ctx);
  return { demo, bg, hideToolbar, defaultCodeOpen, disableAd };
}

const ISLAND_BUILDERS: {
  [K in AuthoredIslandName]: (node: MdxJsxFlowElement, ctx: CompileContext) => IslandProps[K];
} = {
  CodeTabs: codeTabsProps,
  Demo: demoProps,
};

/** True when a name is an island component of the vocabulary. */
export function isIslandName(name: string): name is AuthoredIslandName {
  return Object.hasOwn(ISLAND_BUILDERS, name);
}

/**
 * A block-level JSX element → an island marker element that the segment splitter turns into
 * a React component. Islands must sit at the top level of the page (not inside lists, callouts…).
 */
export function flowElementToHast(
  node: MdxJsxFlowElement,
  isTopLevel: boolean,
  ctx: CompileContext,
): Element {
  const name = node.name ?? '';
  if (!isIslandName(name)) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `unknown component <${name || 'fragment'}> (not in the MDX vocabulary)`,
    );
  }
  if (!isTopLevel) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `<${name}> must be placed at the top level of the page`,
    );
  }
  const props = ISLAND_BUILDERS[name](node, ctx);
  return {
    type: 'element',
    tagName: 'docs-island',
    properties: { dataIsland: JSON.stringify({ component: name, props }) },
    children: [],
  };
}

/** Validates an inline JSX element and returns its tag name and attributes. */
export function inlineElement(
  node: MdxJsxTextElement,
  ctx: CompileContext,
): { tagName: string; properties: Record<string, string> } {
  const name = node.name ?? '';
  const allowed = INLINE_ELEMENTS[name];
  if (!Object.hasOwn(INLINE_ELEMENTS, name) || !allowed) {
    throw new ContentError(
      ctx.file,
      lineOf(node),
      `unknown inline element <${name || 'fragment'}> (not in the MDX vocabulary)`,
    );
  }
  return { tagName: name, properties: readAttributes(node, allowed, ctx) };
}
