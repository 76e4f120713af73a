import fs from 'node:fs';
import path from 'node:path';

/** The written docs routes, as the content build listed them. */
export function writtenRoutes(): string[] {
  const file = path.join(import.meta.dirname, '../../../.generated/content-index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { written: string[] }).written;
}

/** A page of each template: the API product indexes, and the first component and interface page of each product. */
function apiSample(routes: string[]): string[] {
  const api = routes.filter((route) => route.startsWith('/x/api/'));
  const indexes = api.filter((route) => route.split('/').length === 4);
  const firsts = ['data-grid/data-grid', 'data-grid/grid-col-def', 'date-pickers/date-picker', 'charts/line-chart', 'charts/axis-config', 'tree-view/rich-tree-view'];
  return [...indexes, ...firsts.map((page) => `/x/api/${page}`).filter((route) => api.includes(route))];
}

/** The built docs URLs the whole-site pass visits, in both languages: every guide page and a sample of API pages. */
export function allDocsUrls(): string[] {
  const routes = writtenRoutes();
  return [...routes.filter((route) => !route.startsWith('/x/api/')), ...apiSample(routes)].flatMap((route) => [`${route}/`, `/zh${route}/`]);
}

/** Every demo of the registry, as the content build listed it. */
export function allDemos(): { id: string; name: string; stylings: string[]; hasTypeScript: boolean }[] {
  const file = path.join(import.meta.dirname, '../../../.generated/demos/index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { demos: ReturnType<typeof allDemos> }).demos;
}
