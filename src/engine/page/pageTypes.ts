import type { VersionLink } from '../../config/versions';
import type { TocItem } from '../markdown/build/headings';
import type { Segment } from '../markdown/build/segments';
import type { Language } from '../../config/languages';
import type { NavPage } from './navTypes';

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
