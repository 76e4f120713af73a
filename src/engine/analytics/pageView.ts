import type { DocsPageData } from '../page/pageTypes';
import { PRODUCT_CATEGORY_ID_META, PRODUCT_ID_META } from './constants';

/** The parameters of a `page_view` event. */
export interface PageViewParams {
  page_title: string;
  page_location: string;
  productId: string;
  productCategoryId: string;
}

/**
 * Reads a page view from the document: its title, its canonical URL (the page's URL without the
 * hash when it has no canonical link) and the product meta tags (`'null'` when absent, as written).
 */
export function readPageView(
  doc: Pick<Document, 'title' | 'querySelector'>,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): PageViewParams {
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? 'null';
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return {
    page_title: doc.title,
    page_location: canonical || `${location.origin}${location.pathname}${location.search}`,
    productId: meta(PRODUCT_ID_META),
    productCategoryId: meta(PRODUCT_CATEGORY_ID_META),
  };
}

/**
 * The page view of a docs page from its page data: the same title, canonical URL and product ids
 * its <head> shows (SeoHead), known as soon as the page renders. After a client-side navigation
 * Next.js writes the new <head> a task or more later, so reading the document then could report
 * the previous page.
 */
export function pageViewFromData(
  page: Pick<DocsPageData, 'headTitle' | 'canonicalUrl' | 'productId' | 'productCategoryId'>,
): PageViewParams {
  return {
    page_title: page.headTitle,
    page_location: page.canonicalUrl,
    productId: page.productId ?? 'null',
    productCategoryId: page.productCategoryId ?? 'null',
  };
}
