import { useRouter } from 'next/router';
import * as React from 'react';
import { CLIENT_LINK_ATTRIBUTE } from '../ui/DocsLink';

/**
 * The same-site page an event's target links to, when that link is routed on the client: a link
 * of the page prose (static HTML) or of the shell (DocsLink), not opening a new tab, not opted
 * out with `data-no-markdown-link`. Null otherwise.
 */
function clientLinkTarget(target: EventTarget | null): URL | null {
  const anchor = (target as Element | null)?.closest?.('a');
  if (!anchor || !(anchor.closest('.markdown-html') || anchor.hasAttribute(CLIENT_LINK_ATTRIBUTE)))
    return null;
  if (
    anchor.target === '_blank' ||
    anchor.hasAttribute('download') ||
    anchor.dataset.noMarkdownLink === 'true'
  )
    return null;
  const url = new URL(anchor.href, window.location.href);
  // A file (a Markdown twin, llms.txt) is no page the router can render.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.origin === window.location.origin ? url : null;
}

/**
 * Page prose is static HTML and shell links are plain <a> elements (DocsLink). One document
 * listener turns a plain left click on such a link into a client-side navigation (modified
 * clicks keep the browser's behaviour), and pointing at or focusing one prefetches its page.
 */
export function useInternalLinks(): void {
  const router = useRouter();
  React.useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const url = clientLinkTarget(event.target);
      if (!url) return;
      if (url.pathname === window.location.pathname && url.hash) return; // in-page anchor: let the browser scroll
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    const onPoint = (event: Event) => {
      const url = clientLinkTarget(event.target);
      if (!url || url.pathname === window.location.pathname || prefetched.has(url.pathname)) return;
      prefetched.add(url.pathname);
      router.prefetch(url.pathname).catch(() => prefetched.delete(url.pathname));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onPoint);
    document.addEventListener('focusin', onPoint);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onPoint);
      document.removeEventListener('focusin', onPoint);
    };
  }, [router]);
}
