/**
 * The page a Next.js page-data request belongs to: `/_next/data/<build>/zh/x/a/b.json` is the data
 * of `/zh/x/a/b/` (the site uses trailing-slash URLs). Null for any other URL.
 */
export function pageUrlOfData(url: URL): string | null {
  const match = /^\/_next\/data\/[^/]+\/(.+)\.json$/.exec(url.pathname);
  if (!match || match[1] === 'index') return null;
  return `${url.origin}/${match[1]}/`;
}
