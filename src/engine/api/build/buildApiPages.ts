import fs from 'node:fs';
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { PRODUCTS } from '../../../config/products';
import { apiEntityFile, apiEventsFile, apiIndexFile } from './apiFiles';
import type { Translate } from '../../i18n/translate';
import type { CompiledPage } from '../../markdown/build/compile';
import type { CompileContext } from '../../markdown/build/context';
import { headingToHast, type TocItem } from '../../markdown/build/headings';
import { localizePath } from '../../routing/pathnameToLanguage';
import { compileApiPage } from './apiPage';
import type { ApiPageLabels, DemoPageLink } from './apiPageText';
import type { ApiEntity, ApiEvent, ApiIndexEntry, ApiProduct } from '../types';

/** The generated API data (written by scripts/build/steps/apiData.ts). */
export interface ApiData {
  index: ApiIndexEntry[];
  entity: (route: string) => ApiEntity;
  byName: (name: string) => ApiIndexEntry | undefined;
  /** The Data Grid's events (the events page's catalogue). */
  events: readonly ApiEvent[];
}

export const API_PRODUCTS: readonly ApiProduct[] = [
  'data-grid',
  'date-pickers',
  'charts',
  'tree-view',
];

/** Reads the API index; entities are read when a page needs them, once. */
export function readApiData(root: string): ApiData {
  const readJson = <T>(file: string): T => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    } catch {
      throw new Error(`${file} is missing; run "npm run api:generate" first`);
    }
  };
  const index = readJson<{ entities: ApiIndexEntry[] }>(apiIndexFile(root)).entities;
  const events = readJson<{ events: ApiEvent[] }>(apiEventsFile(root)).events;
  const cache = new Map<string, ApiEntity>();
  // A name several plans declare (GridApi) is found as its lowest plan's page, the first in the index.
  const names = new Map([...index].reverse().map((entry) => [entry.name, entry]));
  return {
    index,
    events,
    byName: (name) => names.get(name),
    entity: (route) => {
      let entity = cache.get(route);
      if (!entity) {
        entity = JSON.parse(fs.readFileSync(apiEntityFile(root, route), 'utf8')) as ApiEntity;
        cache.set(route, entity);
      }
      return entity;
    },
  };
}

/** API page labels in a language. */
export function apiPageLabels(t: Translate): ApiPageLabels {
  const fill = (key: string, values: Record<string, string>) =>
    t(key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  return {
    title: (name) => fill('api.pageTitle', { name }),
    description: (name, pkg) => fill('api.pageDescription', { name, package: pkg }),
    interfaceDescription: (name, pkg) =>
      fill('api.interfacePageDescription', { name, package: pkg }),
    demos: t('api.demos'),
    import: t('api.import'),
    props: t('api.props'),
    properties: t('api.properties'),
    slots: t('api.slots'),
    classes: t('api.classes'),
    deprecated: t('api.deprecated'),
    deprecatedEntity: (name) => fill('api.deprecatedEntity', { name }),
    plan: { pro: t('plans.pro'), premium: t('plans.premium') },
    nativeProps: (element) => fill('api.nativeProps', { element }),
    refElement: (element) => fill('api.refElement', { element }),
    systemProps: t('api.systemProps'),
    systemPropsLink: t('api.systemPropsLink'),
    component: (name) => fill('api.componentSection', { name }),
    nameWithPlan: (name, plan) => fill('api.nameWithPlan', { name, plan }),
    planVariants: (name) => fill('api.planVariants', { name }),
    partOf: t('api.partOf'),
    features: t('api.features'),
  };
}

const PLANS = ['community', 'pro', 'premium'];

/** The sections of a product's API index, in order: id (also the label key) and entries. */
export function apiIndexSections(
  entries: ApiIndexEntry[],
): { id: 'components' | 'apiObject' | 'interfaces'; entries: ApiIndexEntry[] }[] {
  // The API object first by plan (GridApi, then the Pro and Premium ones), then its features.
  const objectOrder = (entry: ApiIndexEntry) => (entry.name === entry.apiObject ? 0 : 1);
  const apiObject = entries
    .filter((entry) => entry.apiObject)
    .sort(
      (a, b) =>
        objectOrder(a) - objectOrder(b) ||
        a.name.localeCompare(b.name) ||
        PLANS.indexOf(a.plan) - PLANS.indexOf(b.plan),
    );
  const sections = [
    { id: 'components' as const, entries: entries.filter((entry) => entry.kind === 'component') },
    { id: 'apiObject' as const, entries: apiObject },
    {
      id: 'interfaces' as const,
      entries: entries.filter((entry) => entry.kind === 'interface' && !entry.apiObject),
    },
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/** The page of a product's API index: every component and interface, with its plan. */
export function compileApiIndexPage(
  product: ApiProduct,
  data: ApiData,
  t: Translate,
  ctx: CompileContext,
): CompiledPage {
  const productName = PRODUCTS.find((each) => each.id === `x-${product}`)?.name ?? product;
  const toc: TocItem[] = [];
  const children: ElementContent[] = [];
  for (const { id, entries } of apiIndexSections(
    data.index.filter((entry) => entry.product === product),
  )) {
    const anchor = id === 'apiObject' ? 'api-object' : id;
    const title = t(`api.${id}`);
    toc.push({ id: anchor, text: title, level: 2 });
    children.push(headingToHast(2, anchor, [{ type: 'text', value: title }], ctx));
    children.push({
      type: 'element',
      tagName: 'ul',
      properties: { className: ['api-index'] },
      children: entries.map((entry) => ({
        type: 'element',
        tagName: 'li',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: localizePath(`${entry.route}/`, ctx.language) },
            children: [
              {
                type: 'element',
                tagName: 'code',
                properties: {},
                children: [{ type: 'text', value: entry.name }],
              },
            ],
          },
          ...(entry.deprecated
            ? [
                {
                  type: 'element',
                  tagName: 'span',
                  properties: { className: ['api-deprecated'] },
                  children: [{ type: 'text', value: t('api.deprecated') }],
                } as ElementContent,
              ]
            : []),
          ...(entry.plan === 'community'
            ? []
            : [
                {
                  type: 'element',
                  tagName: 'span',
                  properties: { className: ['api-plan', `plan-${entry.plan}`] },
                  children: [{ type: 'text', value: t(`plans.${entry.plan}`) }],
                } as ElementContent,
              ]),
        ],
      })),
    });
  }
  const fill = (key: string) => t(key).replace('{product}', productName);
  return {
    frontMatter: { title: fill('api.indexTitle'), description: fill('api.indexDescription') },
    toc,
    ids: toc.map((item) => item.id),
    links: [],
    segments: [{ kind: 'html', html: toHtml({ type: 'root', children }) }],
    wordCount: 0,
    prose: '',
  };
}

/** Every API route: the product index pages, then one page per entity. */
export function apiRoutes(data: ApiData): string[] {
  return [
    ...API_PRODUCTS.map((product) => `/x/api/${product}`),
    ...data.index.map((entry) => entry.route),
  ];
}

/** Compiles one API route (index or entity page) in a language. */
export function compileApiRoute(
  route: string,
  data: ApiData,
  demosOf: (entity: ApiEntity) => DemoPageLink[],
  t: Translate,
  ctx: CompileContext,
): CompiledPage {
  const product = API_PRODUCTS.find((each) => route === `/x/api/${each}`);
  if (product) return compileApiIndexPage(product, data, t, ctx);
  const entity = data.entity(route);
  return compileApiPage(entity, apiPageLabels(t), demosOf(entity), ctx);
}
