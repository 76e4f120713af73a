import { useRouter } from 'next/router';
import * as React from 'react';

/**
 * Page prose is static HTML, so its links are plain <a> elements. One document listener turns a
 * plain left click on a same-site link into a client-side navigation; modified clicks, new-tab
 * targets and links marked `data-no-markdown-link` keep the browser's behaviour.
 */
export function useInternalLinks(): void {
  const router = useRouter();
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !anchor.closest('.markdown-html') || anchor.target === '_blank' || anchor.dataset.noMarkdownLink === 'true') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.hash) return; // in-page anchor: let the browser scroll
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
