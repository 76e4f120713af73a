import { productIdentifier } from '../../config/products';
import { guidePageHasNoAd } from '../ads/adRules';
import type { SiteConfig } from '../../config/site';
import { versionLinks, type VersionLink } from '../../config/versions';
import type { TocItem } from '../markdown/headings';
import type { CompiledPage } from '../markdown/compile';
import type { Segment } from '../markdown/segments';
import { pageToTitleI18n } from '../nav/pageToTitle';
import { resolveNav } from '../nav/resolveNav';
import { findNavTrail, findNeighbours, previewNav } from '../nav/tree';
import type { NavPage } from '../nav/types';
import { routeToUrl } from './contentFiles';
import { getProductInfoFromUrl } from './getProductInfoFromUrl';
import { LANGUAGES, type Language } from './languages';

/** A link to another docs page, ready to render. */
export interface PageLinkData {
  title: string;
  url: string;
}

/** An alternate-language version of the page, for hreflang links. */
export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** The product shown in the shell: a metadata line, the product name, and its versions. */
export interface ProductIdentifier {
  metadata: string;
  name: string;
  versions: VersionLink[];
}

/** The "Demos" / "Components API" tabs of a guide page that documents components. */
export interface PageTabs {
  current: 'demos' | 'components-api';
  demosUrl: string;
  componentsApiUrl: string;
}

/** Route of a guide page's Components API tab. */
export function componentsApiRoute(route: string): string {
  return `${route}/components-api`;
}

/** Everything the shell and the page render for one docs route, computed once at build. */
export interface DocsPageData {
  language: Language;
  /** Route without language or trailing slash (`/x/introduction/installation`). */
  route: string;
  /** The URL of this page (`/zh/x/introduction/installation/`). */
  url: string;
  title: string;
  /** The browser title: "<page> - MUI X". */
  headTitle: string;
  description: string;
  canonicalUrl: string;
  alternates: AlternateLink[];
  productId: string | null;
  productCategoryId: string | null;
  productIdentifier: ProductIdentifier;
  toc: TocItem[];
  segments: Segment[];
  /** Where to edit the page's source; null for generated pages (API reference). */
  editUrl: string | null;
  previous: PageLinkData | null;
  next: PageLinkData | null;
  disableToc: boolean;
  /** The page shows no ad (front matter, or the default rules of `guidePageHasNoAd`). */
  disableAd: boolean;
  /** True when a non-English page shows the English text because no translation exists. */
  untranslated: boolean;
  /** Tabs of a guide page with a Components API tab (on both tabs), else null. */
  tabs: PageTabs | null;
  /** The navigation entries the drawer shows on arrival (see previewNav), titles resolved. */
  navPreview: NavPage[];
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
