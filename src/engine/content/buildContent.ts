import fs from 'node:fs';
import path from 'node:path';
import { navTree } from '../../../content/nav/pages';
import type { SiteConfig } from '../../config/site';
import { readInstalledMuiXVersion } from '../../config/versions';
import { buildDemos, type BuiltDemos } from '../demos/build/buildDemos';
import { translateOptional, createTranslate } from '../i18n/translate';
import { compileMdx, type CompiledPage } from '../markdown/compile';
import type { MarkdownLabels } from '../markdown/context';
import { ContentError } from '../markdown/errors';
import { getHighlighter } from '../markdown/highlight';
import { isApiPath, listPageEntries } from '../nav/tree';
import { validateNav } from '../nav/validateNav';
import { CONTENT_DIR, contentFileToRoute, routeToContentFile } from '../routing/contentFiles';
import { LANGUAGES, type Language } from '../routing/languages';
import { getPageData, type DocsPageData } from '../routing/pageData';
import { checkLinks } from './checkLinks';

/** The whole site's content, compiled and checked. */
export interface SiteContent {
  /** Routes of the written pages, in navigation order. */
  written: string[];
  pages: DocsPageData[];
  /** Prose word count per route, for the content lint. */
  wordCounts: Record<string, number>;
  demos: BuiltDemos;
  /** Routes of the pages that embed each demo, by demo id. */
  demoPages: Record<string, string[]>;
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
    callouts: { info: t('callouts.info'), success: t('callouts.success'), warning: t('callouts.warning'), error: t('callouts.error') },
  };
}

/**
 * Compiles every page in every language, validates the navigation, front matter and links, and
 * computes each page's data. Throws a ContentError (file:line) or NavValidationError on bad input.
 */
export async function buildContent(root: string, site: SiteConfig): Promise<SiteContent> {
  validateNav(navTree);
  const guideRoutes = new Set(listPageEntries(navTree).filter((page) => !isApiPath(page.pathname)).map((page) => page.pathname));
  const files = listContentFiles(root);
  const routes = files.map((file) => {
    const route = contentFileToRoute(file);
    if (!route || !guideRoutes.has(route)) {
      throw new ContentError(file, undefined, `no navigation entry for ${route ?? 'this file'}; add one to content/nav/pages.ts`);
    }
    return route;
  });
  const writtenSet = new Set(routes);
  const written = listPageEntries(navTree).map((page) => page.pathname).filter((route) => writtenSet.has(route));
  const highlighter = await getHighlighter();
  const demos = await buildDemos(root, highlighter, site.repository);
  const demoIndex = new Map(demos.metas.map((meta) => [meta.id, meta]));
  const currentVersion = readInstalledMuiXVersion(process.cwd());

  const compile = (route: string, language: Language) => {
    const translated = routeToContentFile(route, language);
    const untranslated = language !== 'en' && !fs.existsSync(path.join(root, translated));
    const file = untranslated ? routeToContentFile(route, 'en') : translated;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const compiled = compileMdx(source, { file, language, labels: markdownLabels(language), highlighter, demos: demoIndex });
    return { file, compiled, untranslated };
  };

  const english = new Map<string, { file: string; compiled: CompiledPage }>();
  for (const route of routes) english.set(route, compile(route, 'en'));
  checkLinks(
    routes.map((route) => ({ route, file: english.get(route)!.file, links: english.get(route)!.compiled.links })),
    new Map(routes.map((route) => [route, new Set(english.get(route)!.compiled.ids)])),
  );

  const pages: DocsPageData[] = [];
  for (const language of LANGUAGES) {
    for (const route of written) {
      const { file, compiled, untranslated } = language === 'en' ? { ...english.get(route)!, untranslated: false } : compile(route, language);
      pages.push(
        getPageData({
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
        }),
      );
    }
  }
  const wordCounts = Object.fromEntries(routes.map((route) => [route, english.get(route)!.compiled.wordCount]));
  const demoPages: Record<string, string[]> = {};
  for (const route of routes) {
    for (const segment of english.get(route)!.compiled.segments) {
      if (segment.kind === 'island' && segment.component === 'Demo') (demoPages[segment.props.demo.id] ??= []).push(route);
    }
  }
  return { written, pages, wordCounts, demos, demoPages };
}
