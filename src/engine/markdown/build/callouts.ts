import type { Element, ElementContent } from 'hast';
import type { CompileContext } from './context';

/** Callout kinds authors may write as `:::info` … `:::`. */
export const CALLOUT_KINDS = ['info', 'success', 'warning', 'error'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

/** SVG paths of the callout icons (Material icons: Info, CheckCircle, Warning, Error outlines). */
const ICON_PATHS: Record<CalloutKind, string> = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  success:
    'M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};

/** Type guard for callout directive names. */
export function isCalloutKind(name: string): name is CalloutKind {
  return (CALLOUT_KINDS as readonly string[]).includes(name);
}

/** `<aside class="MuiCallout-root MuiCallout-<kind>">` with an icon and the body. */
export function calloutToHast(
  kind: CalloutKind,
  body: ElementContent[],
  ctx: CompileContext,
): Element {
  const icon: Element = {
    type: 'element',
    tagName: 'svg',
    properties: {
      className: ['MuiCallout-icon'],
      viewBox: '0 0 24 24',
      ariaHidden: 'true',
      focusable: 'false',
    },
    children: [
      { type: 'element', tagName: 'path', properties: { d: ICON_PATHS[kind] }, children: [] },
    ],
  };
  return {
    type: 'element',
    tagName: 'aside',
    properties: {
      className: ['MuiCallout-root', `MuiCallout-${kind}`],
      ariaLabel: ctx.labels.callouts[kind],
    },
    children: [
      icon,
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['MuiCallout-content'] },
        children: body,
      },
    ],
  };
}
