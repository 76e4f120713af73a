import { pathnameToLanguage } from './pathnameToLanguage';

/** The product a URL belongs to, as sent to analytics and written into the page's meta tags. */
export interface ProductInfo {
  productCategoryId: string | null;
  productId: string | null;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_FOLDERS = new Set(['docs', 'versions', 'production-error']);

/** API folders whose name does not follow the `react-<name>` convention of the guide pages. */
const X_API_PRODUCTS: Record<string, string> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

/**
 * Maps a URL (with or without a language prefix) to its product category and product.
 *
 * - `/material-ui/…`, `/joy-ui/…`, `/base-ui/…`, `/system/…` → category `core`, product = folder.
 * - `/x/react-<name>/…` → category `x`, product `x-<name>`; `/x/api/<product>/…` → the product's
 *   id; other `/x/…` pages (introduction, common concepts, migration) → category `x`, no product.
 * - `/toolpad/studio/…` → `toolpad-studio`, other `/toolpad/…` → `toolpad-core`.
 * - `/docs/…`, `/versions/…`, `/production-error/…` → product `docs`; `/experiments/docs/…` →
 *   `docs-infra`.
 * - Blog posts (`/blog/…`) and the bundle size snapshot (`/size-snapshot`) belong to no product:
 *   both ids are null, so analytics can tell them apart from product pages.
 */
export function getProductInfoFromUrl(asPath: string): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(asPath);
  const segments = canonicalAsServer.split('/').filter(Boolean);
  const [first = '', second = '', third = ''] = segments;

  if (first === 'blog' || first === 'size-snapshot') {
    return { productCategoryId: null, productId: null };
  }
  if (first === 'experiments' && second === 'docs') {
    return { productCategoryId: null, productId: 'docs-infra' };
  }
  if (CORE_PRODUCTS.has(first)) {
    return { productCategoryId: 'core', productId: first };
  }
  if (first === 'x') {
    if (second === 'api') {
      return { productCategoryId: 'x', productId: X_API_PRODUCTS[third] ?? null };
    }
    const productId = second.startsWith('react-') ? second.replace(/^react-/, 'x-') : null;
    return { productCategoryId: 'x', productId };
  }
  if (first === 'toolpad') {
    return {
      productCategoryId: 'toolpad',
      productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core',
    };
  }
  if (DOCS_FOLDERS.has(first)) {
    return { productCategoryId: null, productId: 'docs' };
  }
  return { productCategoryId: null, productId: null };
}
