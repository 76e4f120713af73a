import type { Code, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { DEMO_STYLINGS, type DemoCode } from '../../demos/types';
import type { CalloutKind } from '../../markdown/build/callouts';
import { parseFenceMeta } from '../../markdown/build/codeBlock';
import type { Language } from '../../../config/languages';
import { demoId } from '../../markdown/build/vocabulary';
import { localizePath } from '../../routing/pathnameToLanguage';
import { absoluteUrl } from '../paths';
import { paragraph, twinDocument, type TwinHeader } from './serialize';

/**
 * A guide page's Markdown twin, written from the mdast tree the page compiler rendered the HTML
 * from (`CompiledPage.tree`, markdown/build/compile.ts): the MDX is parsed once, the vocabulary checks
 * already ran, stray text directives are text again and site links are localized.
 */

/** Translated words a guide twin writes. */
export interface GuideTwinLabels {
  callouts: Record<CalloutKind, string>;
  /** Line before an inlined demo, "Demo: {file}"; the file name is written as code. */
  demo: string;
}

/** Everything needed to turn one compiled page into Markdown besides its tree. */
export interface GuideTwinInput {
  /** The MDX file, repository-relative: demos are looked up in its folder. */
  file: string;
  language: Language;
  /** Site origin, e.g. `https://mui.com`. */
  origin: string;
  /** URL of the page (`/zh/x/introduction/installation/`), for bare `#anchor` links. */
  pageUrl: string;
  labels: GuideTwinLabels;
  /** The code file of a demo by id (`introduction/DataGridPreview`). */
  demoCode: (id: string) => DemoCode | undefined;
}

/** Fence language of a demo's helper module, from its extension. */
function moduleLanguage(modulePath: string): string {
  const extension = /\.([a-z]+)$/.exec(modulePath)?.[1] ?? 'text';
  return (
    { ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', css: 'css', json: 'json' }[extension] ?? 'text'
  );
}

/** `<Demo name="X" />` → a line naming the demo, its source, and the local modules it imports. */
function demoBlocks(node: MdxJsxFlowElement, input: GuideTwinInput): RootContent[] {
  const name = attribute(node, 'name');
  const id = demoId(input.file, name);
  const code = input.demoCode(id);
  if (!code) throw new Error(`${input.file}: no code file for demo "${id}"`);
  const styling = DEMO_STYLINGS.find((each) => code.sources[each]);
  const source = styling ? code.sources[styling] : undefined;
  if (!source) throw new Error(`${input.file}: demo "${id}" has no source`);
  const typescript = source.ts !== null;
  const main = typescript ? source.ts!.code : source.js.code;
  const blocks: RootContent[] = [
    demoLine(input.labels.demo, `${name}.${typescript ? 'tsx' : 'jsx'}`),
    { type: 'code', lang: typescript ? 'tsx' : 'jsx', value: main.replace(/\n$/, '') },
  ];
  const modules = typescript ? source.modules.ts : source.modules.js;
  for (const [modulePath, moduleCode] of Object.entries(modules)) {
    blocks.push(paragraph({ type: 'inlineCode', value: modulePath }), {
      type: 'code',
      lang: moduleLanguage(modulePath),
      value: moduleCode.replace(/\n$/, ''),
    });
  }
  return blocks;
}

function demoLine(template: string, file: string): RootContent {
  const [before, after = ''] = template.split('{file}');
  return paragraph(
    ...[before, { type: 'inlineCode', value: file } as const, after].filter((part) => part !== ''),
  );
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string {
  const found = node.attributes.find(
    (each) => each.type === 'mdxJsxAttribute' && each.name === name,
  );
  return typeof found?.value === 'string' ? found.value : '';
}

/** A fence without its meta; a `title="…"` becomes a bold line above it. */
function codeBlocks(node: Code, label?: string): RootContent[] {
  const { attributes } = parseFenceMeta(node.meta);
  const caption = [label, attributes.title].filter(Boolean).join(' — ');
  const code: Code = { type: 'code', lang: node.lang ?? null, value: node.value };
  return caption
    ? [paragraph({ type: 'strong', children: [{ type: 'text', value: caption }] }), code]
    : [code];
}

/** Maps a list of children, each node to zero or more replacement nodes. */
function transformAll(children: readonly Nodes[], input: GuideTwinInput): RootContent[] {
  return children.flatMap((child) => transform(child, input));
}

function transform(node: Nodes, input: GuideTwinInput): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return [];
    case 'containerDirective': {
      const kind = node.name as CalloutKind;
      const label = input.labels.callouts[kind] ?? node.name;
      const body = transformAll((node as ContainerDirective).children, input);
      return [
        {
          type: 'blockquote',
          children: [
            paragraph({ type: 'strong', children: [{ type: 'text', value: label }] }),
            ...body,
          ] as never,
        },
      ];
    }
    case 'mdxJsxFlowElement':
      if (node.name === 'Demo') return demoBlocks(node, input);
      if (node.name === 'CodeTabs') {
        return node.children.flatMap((child) =>
          child.type === 'code'
            ? codeBlocks(child, parseFenceMeta(child.meta).label)
            : transform(child, input),
        );
      }
      return transformAll(node.children, input);
    case 'mdxJsxTextElement':
      return inlineElement(node, input);
    case 'code':
      return codeBlocks(node);
    case 'link':
    case 'definition':
      // The page compiler localized site links already: they only need the origin.
      return [
        {
          ...withChildren(node, input),
          url: absoluteUrl(node.url, input.origin, input.pageUrl),
        } as RootContent,
      ];
    case 'image':
      return [
        {
          ...node,
          url: absoluteUrl(localizePath(node.url, input.language), input.origin, input.pageUrl),
        },
      ];
    default:
      return [withChildren(node, input) as RootContent];
  }
}

function withChildren(node: Nodes, input: GuideTwinInput): Nodes {
  return 'children' in node
    ? ({ ...node, children: transformAll(node.children, input) } as Nodes)
    : node;
}

/** The inline HTML elements of the vocabulary (kbd, br, sup, sub, abbr), as plain Markdown. */
function inlineElement(node: MdxJsxTextElement, input: GuideTwinInput): RootContent[] {
  const children = transformAll(node.children, input) as PhrasingContent[];
  switch (node.name) {
    case 'kbd':
      return [{ type: 'inlineCode', value: toString(node) }];
    case 'br':
      return [{ type: 'break' }];
    case 'abbr': {
      const title = attribute(node, 'title');
      return title ? [...children, { type: 'text', value: ` (${title})` }] : children;
    }
    default:
      return children;
  }
}

/** The page body (front matter dropped) as Markdown-only mdast. */
export function guideTwinBody(tree: Root, input: GuideTwinInput): RootContent[] {
  return transformAll(tree.children, input);
}

/** The whole twin of a guide page: `# Title`, description, then the prose. */
export function guideMarkdownTwin(tree: Root, input: GuideTwinInput, header: TwinHeader): string {
  return twinDocument(header, guideTwinBody(tree, input));
}
