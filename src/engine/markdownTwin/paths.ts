/**
 * Where a page's Markdown twin lives. One rule shared by the build (which writes the file) and
 * the page (which links to it and fetches it), so the two can never disagree.
 */

/** `/x/introduction/installation/` → `/x/introduction/installation.md` (also with `/zh`). */
export function markdownTwinUrl(pageUrl: string): string {
  const path = pageUrl.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (!path) throw new Error(`no Markdown twin for the site root`);
  return `${path}.md`;
}

/** The twin's file inside the export folder, relative to it (`x/introduction/installation.md`). */
export function markdownTwinFile(pageUrl: string): string {
  return markdownTwinUrl(pageUrl).replace(/^\//, '');
}

/**
 * Makes a link of the page absolute, so an assistant reading the Markdown away from the site can
 * follow it: site paths get the origin, bare anchors the page's own URL; other URLs are kept.
 */
export function absoluteUrl(url: string, origin: string, pageUrl: string): string {
  if (url.startsWith('#')) return `${origin}${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return url;
}
