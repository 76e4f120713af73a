import * as React from 'react';
import iconFonts from '../../../.generated/icon-fonts.json';

/** The one style element holding the icon fonts' stylesheet (at most one per document). */
export const ICON_FONT_STYLE_ID = 'material-icon-font';

/** `.material-icons, .material-icons-two-tone`: the classes Material UI's `<Icon>` renders. */
const SELECTOR = iconFonts.classNames.map((name) => `.${name}`).join(', ');

/** Whether an added node is, or holds, an element drawn in an icon font. */
function holdsIconFontElement(node: Node): boolean {
  return (
    node instanceof Element && (node.matches(SELECTOR) || node.querySelector(SELECTOR) !== null)
  );
}

/** Adds the icon fonts' stylesheet to the document, unless it is there already. */
function addStylesheet(doc: Document): void {
  if (doc.getElementById(ICON_FONT_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = ICON_FONT_STYLE_ID;
  style.textContent = iconFonts.css;
  doc.head.appendChild(style);
}

let observer: MutationObserver | null = null;

/**
 * Adds the icon fonts' stylesheet to the document once an element of an icon-font class is in
 * it, and then stops watching. Started by every live demo; the first start watches, later ones
 * return at once.
 *
 * Why a document-wide MutationObserver, not a check of the demo's own element after it renders:
 * demos are arbitrary code, and an icon may appear only after an interaction, or in a portal
 * (menus, dialogs, tooltips are rendered at the end of <body>, outside the demo). What the
 * document holds is the only reliable signal. The observer's callback runs before the next paint,
 * so the stylesheet is there when the icon is first drawn, and its faces are `font-display: block`,
 * so the ligature's word is never painted meanwhile. Only pages with a live demo run it (prose
 * pages have none and no icon can appear in them), and after a client-side navigation the style
 * element stays: Next.js only replaces the head elements it manages.
 */
export function watchForIconFonts(doc: Document): void {
  if (observer || doc.getElementById(ICON_FONT_STYLE_ID)) return;
  if (doc.querySelector(SELECTOR)) {
    addStylesheet(doc);
    return;
  }
  const watcher = new MutationObserver((records) => {
    for (const record of records) {
      // A class given to an element already there (a demo switching an element to an icon) is
      // checked on that element alone: its subtree did not change, and a Data Grid changes the
      // classes of large elements as the reader scrolls or points.
      const found =
        record.type === 'attributes'
          ? record.target instanceof Element && record.target.matches(SELECTOR)
          : [...record.addedNodes].some(holdsIconFontElement);
      if (found) {
        addStylesheet(doc);
        watcher.disconnect();
        observer = null;
        return;
      }
    }
  });
  watcher.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  observer = watcher;
}

/**
 * Used by the live demo: before the first paint of its first render (a layout effect), icons that
 * render in the same commit, as a demo whose code is already loaded does, are found at once; later
 * ones by the observer.
 */
export function useIconFontStylesheet(): void {
  React.useLayoutEffect(() => watchForIconFonts(document), []);
}
