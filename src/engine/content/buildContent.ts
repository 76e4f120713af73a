import fs from 'node:fs';
import path from 'node:path';
import { navTree } from '../../../content/nav/pages';
import type { SiteConfig } from '../../config/site';
import { readInstalledMuiXVersion } from '../../config/build/installedVersion';
import { compileComponentsApiTab } from '../api/build/apiPage';
import {
  apiPageLabels,
  apiRoutes,
  compileApiRoute,
  type ApiData,
} from '../api/build/buildApiPages';
import type { ApiEntity } from '../api/types';
import { buildDemos, type BuiltDemos } from '../demos/build/buildDemos';
import type { DemoCode } from '../demos/types';
import { translateOptional, createTranslate } from '../i18n/translate';
import { compileMdx, type CompiledPage } from '../markdown/build/compile';
import type { MarkdownLabels } from '../markdown/build/context';
import { ContentError } from '../markdown/build/errors';
import { getHighlighter } from '../markdown/build/highlight';
import { createHighlightPool } from '../markdown/build/highlightPool';
import {
  guideTwins,
  type CompiledGuidePage,
  type GuideTwins,
} from '../markdownTwin/build/guideTwins';
import { isApiPath, listPageEntries } from '../nav/tree';
import { validateNav } from '../nav/validateNav';
import { CONTENT_DIR, contentFileToRoute, routeToContentFile } from '../routing/contentFiles';
import { LANGUAGES, type Language } from '../../config/languages';
import type { DocsPageData, PageTabs } from '../page/pageTypes';
import { componentsApiRoute, getPageData } from './pageData';
import { checkLinkSyntax } from './checkLinks';
import { ContentLintError, lintGuidePage } from './contentLint';

/** Named as the source of generated API pages in error messages. */
const GENERATED_API_SOURCE = 'scripts/api-generate.ts';

/** The whole site's content, compiled and checked. */
export interface SiteContent {
  /** Routes of the written pages, in navigation order. */
  written: string[];
  pages: DocsPageData[];
  /** Prose word count per route, for the content lint. */
  wordCounts: Record<string, number>;
  demos: Omit<BuiltDemos, 'codes'> & { codes: DemoCode[] };
  /** Routes of the pages that embed each demo, by demo id. */
  demoPages: Record<string, string[]>;
  /** How many of the written pages are generated API pages. */
  apiPages: number;
  /** The Markdown twin of every guide page, from the tree its HTML was rendered from. */
  guideTwins: GuideTwins;
  /** The components each "Components API" tab lists, by language and route (for its twin). */
  componentsApiTabs: Partial<Record<Language, Record<string, string[]>>>;
}

/** Lists the English MDX files under `content/`, relative to the repository root. */
export function listContentFiles(root: string): string[] {
  const dir = path.join(root, CONTENT_DIR);
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => `${CONTENT_DIR}/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('/index.mdx'))
    .sort();
}

function markdownLabels(language: Language): MarkdownLabels {
  const t = createTranslate(language);
  return {
    copy: t('code.copy'),
    copied: t('code.copied'),
    copyAria: t('code.copyAria'),
    or: t('code.or'),
    anchorLink: t('anchorLink'),
    callouts: {
      info: t('callouts.info'),
      success: t('callouts.success'),
      warning: t('callouts.warning'),
      error: t('callouts.error'),
    },
    eventCatalogue: {
      event: t('eventCatalogue.event'),
      params: t('eventCatalogue.params'),
      plan: t('eventCatalogue.plan'),
      description: t('api.columns.description'),
      pro: t('eventCatalogue.pro'),
      premium: t('eventCatalogue.premium'),
    },
  };
}

/**
 * Compiles every page in every language, validates the navigation, front matter and links, and
 * computes each page's data. Throws a ContentError (file:line) or NavValidationError on bad input.
 */
export async function buildContent(
  root: string,
  site: SiteConfig,
  api: ApiData | null = null,
): Promise<SiteContent> {
  validateNav(navTree);
  const guideRoutes = new Set(
    listPageEntries(navTree)
      .filter((page) => !isApiPath(page.pathname))
      .map((page) => page.pathname),
  );
  const files = listContentFiles(root);
  const routes = files.map((file) => {
    const route = contentFileToRoute(file);
    if (!route || !guideRoutes.has(route)) {
      throw new ContentError(
        file,
        undefined,
        `no navigation entry for ${route ?? 'this file'}; add one to content/nav/pages.ts`,
      );
    }
    return route;
  });
  // API pages: every generated entity and the product indexes. Those in the navigation keep its
  // order; the others follow (they are reached from the index pages).
  const apiRouteList = api ? apiRoutes(api) : [];
  const writtenSet = new Set([...routes, ...apiRouteList]);
  const navOrder = listPageEntries(navTree).map((page) => page.pathname);
  const inNav = new Set(navOrder);
  const written = [
    ...navOrder.filter((route) => writtenSet.has(route)),
    ...apiRouteList.filter((route) => !inNav.has(route)),
  ];
  const highlighter = await getHighlighter();
  // The demos' sources are highlighted on other threads while this one compiles the pages.
  const pool = createHighlightPool();
  const demos = await buildDemos(root, pool.highlight, site.repository).catch(
    async (error: unknown) => {
      await pool.close();
      throw error;
    },
  );
  const demoCodes = demos.codes.finally(() => pool.close());
  // When a page fails to compile, the highlighting still ends and closes the pool; its outcome is then unwanted.
  demoCodes.catch(() => {});
  const demoIndex = new Map(demos.metas.map((meta) => [meta.id, meta]));
  const currentVersion = readInstalledMuiXVersion(process.cwd());
  const context = (file: string, language: Language) => ({
    file,
    language,
    labels: markdownLabels(language),
    highlighter,
    demos: demoIndex,
    gridEvents: api?.events,
    apiPageOf: (typeName: string) => api?.byName(typeName)?.route,
  });

  const compile = (route: string, language: Language) => {
    const translated = routeToContentFile(route, language);
    const untranslated = language !== 'en' && !fs.existsSync(path.join(root, translated));
    const file = untranslated ? routeToContentFile(route, 'en') : translated;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    return { file, compiled: compileMdx(source, context(file, language)), untranslated };
  };

  const english = new Map<string, { file: string; compiled: CompiledPage }>();
  for (const route of routes) english.set(route, compile(route, 'en'));
  const lintProblems = routes.flatMap((route) =>
    lintGuidePage(english.get(route)!.file, english.get(route)!.compiled),
  );
  if (lintProblems.length > 0) throw new ContentLintError(lintProblems);

  // Guide pages whose demos use each MUI X name (from the demos' imports).
  const demoPages: Record<string, string[]> = {};
  for (const route of routes) {
    for (const segment of english.get(route)!.compiled.segments) {
      if (segment.kind === 'island' && segment.component === 'Demo')
        (demoPages[segment.props.demo.id] ??= []).push(route);
    }
  }
  const pagesUsing = new Map<string, Set<string>>();
  for (const [id, names] of Object.entries(demos.usages)) {
    for (const name of names)
      for (const route of demoPages[id] ?? [])
        (pagesUsing.get(name) ?? pagesUsing.set(name, new Set()).get(name)!).add(route);
  }
  const compileApi = (route: string, language: Language) => {
    const t = createTranslate(language);
    const demosOf = (entity: ApiEntity) =>
      [...(pagesUsing.get(entity.name) ?? [])].map((guide) => ({
        route: guide,
        title:
          translateOptional(language, `pages.${guide}`) ??
          english.get(guide)!.compiled.frontMatter.title,
      }));
    return compileApiRoute(route, api!, demosOf, t, context(GENERATED_API_SOURCE, language));
  };
  const englishApi = new Map(apiRouteList.map((route) => [route, compileApi(route, 'en')]));

  // "Components API" tabs of the guide pages that list components in their front matter.
  const tabOf = new Map<string, { current: PageTabs['current']; guideRoute: string }>();
  const tabRoutes: string[] = [];
  for (const route of routes) {
    const { file, compiled } = english.get(route)!;
    const components = compiled.frontMatter.components ?? [];
    if (components.length === 0 || !api) continue;
    for (const name of components) {
      if (!api.byName(name))
        throw new ContentError(
          file,
          1,
          `front matter field "components": no API page for "${name}"`,
        );
    }
    tabOf.set(route, { current: 'demos', guideRoute: route });
    tabOf.set(componentsApiRoute(route), { current: 'components-api', guideRoute: route });
    tabRoutes.push(componentsApiRoute(route));
  }
  const componentsApiTabs: SiteContent['componentsApiTabs'] = {};
  const compileTab = (route: string, language: Language): CompiledPage => {
    const guide = tabOf.get(route)!.guideRoute;
    const { compiled } = language === 'en' ? english.get(guide)! : compile(guide, language);
    const names =
      compiled.frontMatter.components ?? english.get(guide)!.compiled.frontMatter.components ?? [];
    (componentsApiTabs[language] ??= {})[route] = names;
    const entities = names.map((name) => api!.entity(api!.byName(name)!.route));
    const { title, description } = compiled.frontMatter;
    return compileComponentsApiTab(
      entities,
      apiPageLabels(createTranslate(language)),
      { title, description },
      context(english.get(guide)!.file, language),
    );
  };
  written.push(...tabRoutes);
  for (const route of tabRoutes) writtenSet.add(route);

  checkLinkSyntax(
    routes.map((route) => ({
      file: english.get(route)!.file,
      links: english.get(route)!.compiled.links,
    })),
  );

  const compileTranslation = (route: string, language: Language) => {
    const translated = compile(route, language);
    if (!translated.untranslated) {
      const problems = lintGuidePage(translated.file, translated.compiled, true);
      if (problems.length > 0) throw new ContentLintError(problems);
    }
    return translated;
  };

  const pages: DocsPageData[] = [];
  const guidePages: CompiledGuidePage[] = [];
  for (const language of LANGUAGES) {
    for (const route of written) {
      const isApi = englishApi.has(route);
      const isTab = tabOf.get(route)?.current === 'components-api';
      const { file, compiled, untranslated } = isApi
        ? {
            file: null,
            compiled: language === 'en' ? englishApi.get(route)! : compileApi(route, language),
            untranslated: false,
          }
        : isTab
          ? { file: null, compiled: compileTab(route, language), untranslated: false }
          : language === 'en'
            ? { ...english.get(route)!, untranslated: false }
            : compileTranslation(route, language);
      const page = getPageData({
        route,
        language,
        compiled,
        contentFile: file,
        untranslated,
        nav: navTree,
        isWritten: (candidate) => writtenSet.has(candidate),
        site,
        currentVersion,
        translate: (key) => translateOptional(language, key),
        tab: tabOf.get(route) ?? null,
      });
      pages.push(page);
      if (file && compiled.tree) guidePages.push({ page, file, tree: compiled.tree });
    }
  }
  const wordCounts = Object.fromEntries(
    routes.map((route) => [route, english.get(route)!.compiled.wordCount]),
  );
  const codes = await demoCodes;
  const codeById = new Map(codes.map((code) => [code.id, code]));
  return {
    written,
    pages,
    wordCounts,
    demos: { ...demos, codes },
    demoPages,
    apiPages: apiRouteList.length,
    guideTwins: guideTwins(guidePages, (id) => codeById.get(id)),
    componentsApiTabs,
  };
}
