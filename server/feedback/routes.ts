/** Route trees that are not documentation pages, so nobody can vote on them. */
const EXCLUDED = [/^\/404$/, /^\/playground(\/|$)/];

/**
 * The docs routes a vote may name, from the export's `index.html` files: the language prefix and
 * the trailing slash are dropped (`zh/x/a/index.html` → `/x/a`), so both languages share a route.
 * The site root is only a redirect to the introduction, hence left out with the 404 page and the
 * playground.
 */
export function routesFromHtmlFiles(htmlFiles: readonly string[]): Set<string> {
  const routes = new Set<string>();
  for (const file of htmlFiles) {
    if (file !== 'index.html' && !file.endsWith('/index.html')) continue;
    let route = `/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '');
    if (route === '/zh' || route.startsWith('/zh/')) route = route.slice('/zh'.length);
    if (route === '' || EXCLUDED.some((pattern) => pattern.test(route))) continue;
    routes.add(route);
  }
  return routes;
}
