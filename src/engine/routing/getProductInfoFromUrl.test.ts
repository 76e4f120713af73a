import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl } from './getProductInfoFromUrl';

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/joy-ui/getting-started/', 'core', 'joy-ui'],
    ['/base-ui/react-switch/', 'core', 'base-ui'],
    ['/system/getting-started/', 'core', 'system'],
    ['/zh/material-ui/react-button/', 'core', 'material-ui'],
  ])('maps core product %s', (path, category, product) => {
    expect(getProductInfoFromUrl(path)).toEqual({
      productCategoryId: category,
      productId: product,
    });
  });

  it.each([
    ['/x/react-data-grid/editing/', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/react-charts/lines/', 'x-charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x-tree-view'],
    ['/zh/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-data-grid#columns', 'x-data-grid'],
  ])('derives the X product of %s from its react- folder', (path, product) => {
    expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId: 'x', productId: product });
  });

  it.each([
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/api/charts/line-chart/', 'x-charts'],
    ['/x/api/tree-view/rich-tree-view/', 'x-tree-view'],
    ['/zh/x/api/charts/axis-config/', 'x-charts'],
  ])('maps the API path %s', (path, product) => {
    expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId: 'x', productId: product });
  });

  it('gives X pages outside a product no product id', () => {
    expect(getProductInfoFromUrl('/x/introduction/')).toEqual({
      productCategoryId: 'x',
      productId: null,
    });
    expect(getProductInfoFromUrl('/x/migration/migration-data-grid-v7/')).toEqual({
      productCategoryId: 'x',
      productId: null,
    });
  });

  it('splits toolpad into studio and core', () => {
    expect(getProductInfoFromUrl('/toolpad/studio/getting-started/')).toEqual({
      productCategoryId: 'toolpad',
      productId: 'toolpad-studio',
    });
    expect(getProductInfoFromUrl('/toolpad/core/introduction/')).toEqual({
      productCategoryId: 'toolpad',
      productId: 'toolpad-core',
    });
    expect(getProductInfoFromUrl('/toolpad/')).toEqual({
      productCategoryId: 'toolpad',
      productId: 'toolpad-core',
    });
  });

  it.each(['/docs/', '/versions/', '/production-error/?code=1'])(
    'maps %s to the docs product',
    (path) => {
      expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId: null, productId: 'docs' });
    },
  );

  it('maps experiments under /experiments/docs/ to docs-infra', () => {
    expect(getProductInfoFromUrl('/experiments/docs/callouts/')).toEqual({
      productCategoryId: null,
      productId: 'docs-infra',
    });
    expect(getProductInfoFromUrl('/experiments/other/')).toEqual({
      productCategoryId: null,
      productId: null,
    });
  });

  it('gives blog posts and the size snapshot no product', () => {
    expect(getProductInfoFromUrl('/blog/mui-x-v8/')).toEqual({
      productCategoryId: null,
      productId: null,
    });
    expect(getProductInfoFromUrl('/size-snapshot')).toEqual({
      productCategoryId: null,
      productId: null,
    });
  });
});
