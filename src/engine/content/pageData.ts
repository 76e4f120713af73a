import { productIdentifier } from '../../config/products';
import { guidePageHasNoAd } from '../ads/adRules';
import type { SiteConfig } from '../../config/site';
import { versionLinks } from '../../config/versions';
import type { CompiledPage } from '../markdown/build/compile';
import { pageToTitleI18n } from '../nav/pageToTitle';
import { resolveNav } from '../nav/resolveNav';
import { findNavTrail, findNeighbours, previewNav } from '../nav/tree';
import type { NavPage } from '../page/navTypes';
import type { AlternateLink, DocsPageData, PageLinkData, PageTabs } from '../page/pageTypes';
import { routeToUrl } from '../routing/contentFiles';
import { getProductInfoFromUrl } from '../routing/getProductInfoFromUrl';
import { LANGUAGES, type Language } from '../../config/languages';

/** Route of a guide page's Components API tab. */
export function componentsApiRoute(route: string): string {
  return `${route}/components-api`;
}

/** The inputs of `getPageData`; everything it needs is passed in, so it stays pure. */
export interface PageDataInput {
  route: string;
  language: Language;
  compiled: CompiledPage;
  /** Repository-relative path of the MDX file the content came from; null for generated pages. */
  contentFile: string | null;
  untranslated: boolean;
  nav: readonly NavPage[];
  isWritten: (route: string) => boolean;
  site: SiteConfig;
  /** The installed MUI X version (read from the packages at build). */
  currentVersion: string;
  /** Optional translated strings of the page's language (page titles live under `pages.`). */
  translate: (key: string) => string | undefined;
  /** For a guide page with a Components API tab: which tab this page is, and the guide's route. */
  tab?: { current: PageTabs['current']; guideRoute: string } | null;
}

/** Computes the data of one docs page from its compiled content and the navigation. */
export function getPageData(input: PageDataInput): DocsPageData {
  const { route, language, compiled, site, translate } = input;
  const url = routeToUrl(route, language);
  const title = compiled.frontMatter.title;
  const { productId, productCategoryId } = getProductInfoFromUrl(route);
  const neighbours = findNeighbours(input.nav, route, input.isWritten);
  const toLink = (page: NavPage | null): PageLinkData | null =>
    page
      ? {
          title: pageToTitleI18n(page, translate) ?? page.pathname,
          url: routeToUrl(page.pathname, language),
        }
      : null;
  const alternates: AlternateLink[] = [
    ...LANGUAGES.map((lang) => ({
      hrefLang: lang,
      href: `${site.origin}${routeToUrl(route, lang)}`,
    })),
    { hrefLang: 'x-default', href: `${site.origin}${routeToUrl(route, 'en')}` },
  ];
  return {
    language,
    route,
    url,
    title,
    headTitle: `${title} - ${site.siteName}`,
    description: compiled.frontMatter.description,
    canonicalUrl: `${site.origin}${url}`,
    alternates,
    productId,
    productCategoryId,
    productIdentifier: {
      ...productIdentifier(productId),
      versions: versionLinks(
        productId,
        input.currentVersion,
        language === 'en' ? '' : `/${language}`,
        site.versionHosts,
      ),
    },
    toc: compiled.toc,
    segments: compiled.segments,
    editUrl:
      input.contentFile === null
        ? null
        : `${site.repository.url}/edit/${site.repository.branch}/${input.contentFile}`,
    previous: toLink(neighbours.previous),
    next: toLink(neighbours.next),
    disableToc: compiled.frontMatter.disableToc ?? false,
    disableAd: guidePageHasNoAd(
      input.tab?.guideRoute ?? route,
      compiled.frontMatter.disableAd,
      findNavTrail(input.nav, input.tab?.guideRoute ?? route).at(-1),
      compiled.segments,
    ),
    untranslated: input.untranslated,
    tabs: input.tab
      ? {
          current: input.tab.current,
          demosUrl: routeToUrl(input.tab.guideRoute, language),
          componentsApiUrl: routeToUrl(componentsApiRoute(input.tab.guideRoute), language),
        }
      : null,
    navPreview: resolveNav(previewNav(input.nav, route), translate, input.isWritten),
  };
}
