import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import type { CompileContext } from './context';
import { ContentError, lineOf } from './errors';
import { highlightToHast, resolveCodeLanguage } from './highlight';

function text(value: string): ElementContent {
  return { type: 'text', value };
}

function el(
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[] = [],
): Element {
  return { type: 'element', tagName, properties, children };
}

/** Reads `key="value"` pairs from a fence's meta string (```tsx title="App.tsx"). */
export function parseFenceMeta(meta: string | null | undefined): {
  attributes: Record<string, string>;
  label?: string;
} {
  const attributes: Record<string, string> = {};
  const rest = (meta ?? '').replace(/(\w+)="([^"]*)"/g, (_, key: string, value: string) => {
    attributes[key] = value;
    return '';
  });
  const label = rest.trim() || undefined;
  return { attributes, label };
}

/**
 * The copy button written into every code block's HTML. It works without React: one document
 * listener (see `code/useCodeCopy`) handles clicks and Ctrl/⌘+C for all of them.
 */
export function copyButton(ctx: CompileContext): Element {
  const { labels } = ctx;
  return el(
    'button',
    {
      type: 'button',
      className: ['MuiCode-copy'],
      ariaLabel: labels.copyAria,
      dataGaEventCategory: 'code',
      dataGaEventAction: 'copy-click',
    },
    [
      el('span', { className: ['MuiCode-copy-label'], ariaLive: 'polite' }, [
        el('span', { className: ['MuiCode-copy-idle'] }, [text(labels.copy)]),
        el('span', { className: ['MuiCode-copy-done'] }, [text(labels.copied)]),
      ]),
      el('span', { className: ['MuiCode-copyKeypress'] }, [
        text(`(${labels.or} `),
        el('span', { className: ['MuiCode-copyKey-other'] }, [text('Ctrl + ')]),
        el('span', { className: ['MuiCode-copyKey-mac'] }, [text('⌘')]),
        text('C)'),
      ]),
    ],
  );
}

/** A fenced code block: highlighted `<pre>`, optional title, and its copy button. */
export function codeBlockToHast(node: Code, ctx: CompileContext): Element {
  const { attributes } = parseFenceMeta(node.meta);
  const lang = resolveCodeLanguage(node.lang ?? 'text');
  if (!lang) {
    throw new ContentError(ctx.file, lineOf(node), `unsupported code language "${node.lang}"`);
  }
  const pre = highlightToHast(ctx.highlighter, node.value, lang);
  const children: ElementContent[] = [];
  if (attributes.title) {
    children.push(el('div', { className: ['MuiCode-title'] }, [text(attributes.title)]));
  }
  children.push(pre, copyButton(ctx));
  // Code reads left to right even on a right-to-left page.
  return el('div', { className: ['MuiCode-root'], dataLanguage: lang, dir: 'ltr' }, children);
}
