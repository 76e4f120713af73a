/**
 * The MUI X products: ids (as `getProductInfoFromUrl` returns them), display names, and the
 * navigation group each lives in. Safe for the browser bundle: plain data, no validation library.
 */
export interface ProductDefinition {
  id: string;
  name: string;
  /** Pathname of the product's group in the navigation tree. */
  navGroup: string;
}

/** Product family name shown above the product name. */
export const PRODUCT_FAMILY = 'MUI X';

export const PRODUCTS: readonly ProductDefinition[] = [
  { id: 'x-data-grid', name: 'Data Grid', navGroup: '/x/react-data-grid-group' },
  { id: 'x-date-pickers', name: 'Date and Time Pickers', navGroup: '/x/react-date-pickers-group' },
  { id: 'x-charts', name: 'Charts', navGroup: '/x/react-charts-group' },
  { id: 'x-tree-view', name: 'Tree View', navGroup: '/x/react-tree-view-group' },
];

/** The product identifier shown in the app bar: a metadata line above the product name. */
export function productIdentifier(productId: string | null): { metadata: string; name: string } {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  return product
    ? { metadata: PRODUCT_FAMILY, name: product.name }
    : { metadata: 'MUI', name: PRODUCT_FAMILY };
}
