import type { BlockContent, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { parseDescription } from '../../api/build/description';

/**
 * An API description (Markdown in the generated API data) as twin mdast, from the same tree the
 * API page's HTML is rendered from (api/build/description.ts). What the HTML does not show, the
 * twin leaves out too: raw HTML, images and link definitions; a heading is written as a
 * paragraph and lists stay tight, as the twins always had them.
 */

/** Options of the conversion. */
export interface DescriptionTwinOptions {
  /** Rewrites link targets (made absolute and localized by the caller). */
  url?: (href: string) => string;
}

/** Link definitions by identifier, for the link references they resolve. */
function definitionsOf(tree: Root): Map<string, string> {
  const urls = new Map<string, string>();
  for (const node of tree.children)
    if (node.type === 'definition' && !urls.has(node.identifier))
      urls.set(node.identifier, node.url);
  return urls;
}

interface Conversion {
  url: (href: string) => string;
  definitions: Map<string, string>;
}

/** Adjacent text nodes as one (dropped HTML leaves them split), edges of a block trimmed. */
function tidy(children: PhrasingContent[], trimEdges: boolean): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const child of children) {
    const last = merged[merged.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else merged.push(child.type === 'text' ? { ...child } : child);
  }
  if (trimEdges) {
    const first = merged[0];
    if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
    const last = merged[merged.length - 1];
    if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
  }
  return merged.filter((child) => child.type !== 'text' || child.value !== '');
}

function phrasing(nodes: readonly Nodes[], conversion: Conversion): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    switch (node.type) {
      case 'text':
        return [{ type: 'text', value: node.value }];
      case 'inlineCode':
        return [{ type: 'inlineCode', value: node.value }];
      case 'break':
        return [{ type: 'break' }];
      case 'strong':
      case 'emphasis':
      case 'delete':
        return [{ type: node.type, children: phrasing(node.children, conversion) }];
      case 'link':
        return [
          {
            type: 'link',
            url: conversion.url(node.url),
            children: phrasing(node.children, conversion),
          },
        ];
      case 'linkReference': {
        const url = conversion.definitions.get(node.identifier);
        const children = phrasing(node.children, conversion);
        return url === undefined
          ? children
          : [{ type: 'link', url: conversion.url(url), children }];
      }
      case 'html':
      case 'image':
      case 'imageReference':
        return [];
      default:
        return 'children' in node ? phrasing(node.children, conversion) : [];
    }
  });
}

function blocks(nodes: readonly RootContent[], conversion: Conversion): BlockContent[] {
  return nodes.flatMap((node): BlockContent[] => {
    switch (node.type) {
      case 'paragraph':
      case 'heading': {
        const children = tidy(phrasing(node.children, conversion), true);
        return children.length > 0 ? [{ type: 'paragraph', children }] : [];
      }
      case 'list':
        return [
          {
            type: 'list',
            ordered: node.ordered ?? false,
            spread: false,
            children: node.children.map((item) => ({
              type: 'listItem',
              spread: false,
              children: blocks(item.children, conversion),
            })),
          },
        ];
      case 'code':
        return [{ type: 'code', lang: node.lang ?? null, value: node.value }];
      case 'blockquote':
        return [{ type: 'blockquote', children: blocks(node.children, conversion) }];
      case 'thematicBreak':
        return [{ type: 'thematicBreak' }];
      default:
        // Raw HTML and definitions show nothing on the page.
        return [];
    }
  });
}

/**
 * Parsed descriptions by their Markdown text. Most recur (a prop shared by every plan of a
 * component, every picker…) and each is written in both languages: parsing each text once keeps
 * the twin step as fast as the tokenizer it replaced. The conversion never changes a tree.
 */
const parsed = new Map<string, { tree: Root; definitions: Map<string, string> }>();

/** A description's Markdown → twin blocks (paragraphs, lists, code blocks). */
export function descriptionBlocks(
  markdown: string,
  options: DescriptionTwinOptions = {},
): BlockContent[] {
  if (!markdown) return [];
  let entry = parsed.get(markdown);
  if (!entry) {
    const tree = parseDescription(markdown);
    entry = { tree, definitions: definitionsOf(tree) };
    parsed.set(markdown, entry);
  }
  return blocks(entry.tree.children, {
    url: options.url ?? ((href) => href),
    definitions: entry.definitions,
  });
}

/**
 * A description's Markdown → one line of inline content, for a table cell: blocks are joined by
 * spaces, list items marked with "•", code blocks become inline code, and line breaks become
 * spaces (a table row is a single line).
 */
export function descriptionCell(
  markdown: string,
  options: DescriptionTwinOptions = {},
): PhrasingContent[] {
  const cell: PhrasingContent[] = [];
  const space = () => {
    if (cell.length > 0) cell.push({ type: 'text', value: ' ' });
  };
  const add = (block: BlockContent) => {
    switch (block.type) {
      case 'paragraph':
        space();
        cell.push(...block.children);
        break;
      case 'list':
        for (const item of block.children) {
          space();
          cell.push({ type: 'text', value: '•' });
          for (const child of item.children) add(child as BlockContent);
        }
        break;
      case 'code':
        space();
        cell.push({ type: 'inlineCode', value: block.value });
        break;
      case 'blockquote':
        for (const child of block.children) add(child as BlockContent);
        break;
      default:
        break;
    }
  };
  for (const block of descriptionBlocks(markdown, options)) add(block);
  return singleLine(cell);
}

/** Collapses whitespace runs (line breaks included) inside inline content to single spaces. */
export function singleLine(children: PhrasingContent[]): PhrasingContent[] {
  return children.map((child): PhrasingContent => {
    if (child.type === 'text' || child.type === 'inlineCode')
      return { ...child, value: child.value.replace(/\s+/g, ' ') };
    if (child.type === 'break') return { type: 'text', value: ' ' };
    if ('children' in child)
      return {
        ...child,
        children: singleLine(child.children as PhrasingContent[]),
      } as PhrasingContent;
    return child;
  });
}
