import { beforeAll, describe, expect, it } from 'vitest';
import { apiSearchDocument } from '../../search/build/apiRecords';
import { apiIndexSections } from './buildApiPages';
import type { ApiEntity } from '../types';
import type { GeneratedApi } from './generate';
import { installedApi } from './installedApi';

let api: GeneratedApi;
const page = (route: string): ApiEntity => {
  const found = api.entities.find((each) => each.route === route);
  if (!found) throw new Error(`no page at ${route}`);
  return found;
};
const names = (entity: ApiEntity) => entity.props.map((prop) => prop.name);
const grid = (name: string) => `/x/api/data-grid/${name}`;

describe('the grid API object on the installed packages', () => {
  beforeAll(async () => {
    api = await installedApi();
  }, 180_000);

  it('documents the GridApi of each plan, each from its own package, at its own route', () => {
    const community = page(grid('grid-api'));
    const pro = page(grid('grid-api-pro'));
    const premium = page(grid('grid-api-premium'));
    expect([community, pro, premium].map((each) => [each.name, each.plan])).toEqual([
      ['GridApi', 'community'],
      ['GridApi', 'pro'],
      ['GridApi', 'premium'],
    ]);
    expect(pro.imports.map((each) => each.package)).toEqual(['@mui/x-data-grid-pro']);
    expect(names(community)).not.toContain('pinColumn');
    expect(names(pro)).toEqual(
      expect.arrayContaining(['pinColumn', 'toggleDetailPanel', 'setFilterModel']),
    );
    expect(names(pro)).not.toContain('setRowGroupingModel');
    expect(names(premium)).toEqual(
      expect.arrayContaining([
        'pinColumn',
        'setRowGroupingModel',
        'exportDataAsExcel',
        'selectCellRange',
      ]),
    );
    const pinColumn = pro.props.find((prop) => prop.name === 'pinColumn')!;
    expect(pinColumn.type).toBe('(field: string, side: GridPinnedColumnPosition) => void');
    expect(pinColumn.descriptionMarkdown).toContain(
      'Pins a column to the left or right side of the grid.',
    );
    const variants = [grid('grid-api'), grid('grid-api-pro'), grid('grid-api-premium')];
    for (const each of [community, pro, premium])
      expect(each.planVariants?.map((link) => link.route)).toEqual(variants);
  });

  it('gives each feature interface of the API objects a page, found in their declarations', () => {
    const features = [
      'GridFilterApi',
      'GridSortApi',
      'GridEditingApi',
      'GridRowSelectionApi',
      'GridCellSelectionApi',
      'GridColumnPinningApi',
      'GridColumnResizeApi',
      'GridDetailPanelApi',
      'GridRowGroupingApi',
      'GridCsvExportApi',
      'GridExcelExportApi',
      'GridPrintExportApi',
      'GridPaginationApi',
      'GridScrollApi',
      'GridVirtualizationApi',
    ];
    for (const name of features) {
      const route = grid(name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
      expect(page(route), route).toMatchObject({
        kind: 'interface',
        name,
        apiObject: { name: 'GridApi' },
      });
    }
    expect(page(grid('grid-filter-api')).plan).toBe('community');
    expect(page(grid('grid-column-pinning-api')).plan).toBe('pro');
    expect(page(grid('grid-cell-selection-api')).plan).toBe('premium');
    // Importable from @mui/x-data-grid, but only the Pro and Premium GridApi extend it.
    expect(page(grid('grid-column-reorder-api')).imports[0].package).toBe('@mui/x-data-grid');
    expect(page(grid('grid-column-reorder-api')).plan).toBe('pro');
    expect(
      page(grid('grid-column-pinning-api')).apiObject?.partOf.map((link) => link.route),
    ).toEqual([grid('grid-api-pro'), grid('grid-api-premium')]);
    expect(
      page(grid('grid-column-pinning-api')).props.find((prop) => prop.name === 'pinColumn')?.type,
    ).toBe('(field: string, side: GridPinnedColumnPosition) => void');
    const proFeatures = page(grid('grid-api-pro')).apiObject!.features.map((link) => link.name);
    expect(proFeatures).toEqual(
      expect.arrayContaining(['GridColumnPinningApi', 'GridDetailPanelApi', 'GridFilterApi']),
    );
    expect(proFeatures).not.toContain('GridRowGroupingApi');
  });

  it('lists each feature member on every API object page its feature is part of, with the same type', () => {
    const mismatches: string[] = [];
    for (const feature of api.entities.filter(
      (each) => each.apiObject && each.apiObject.partOf.length > 0,
    )) {
      for (const object of feature.apiObject!.partOf.map((link) => page(link.route))) {
        for (const prop of feature.props) {
          const onObject = object.props.find((each) => each.name === prop.name);
          if (onObject?.type !== prop.type)
            mismatches.push(`${feature.route} ${prop.name} on ${object.route}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives a feature each plan declares differently a page per plan (GridDataSourceApi)', () => {
    const routes = api.entities
      .filter((each) => each.name === 'GridDataSourceApi')
      .map((each) => [each.route, each.plan]);
    expect(routes).toEqual([
      [grid('grid-data-source-api'), 'community'],
      [grid('grid-data-source-api-premium'), 'premium'],
      [grid('grid-data-source-api-pro'), 'pro'],
    ]);
    expect(
      page(grid('grid-data-source-api-pro')).apiObject?.partOf.map((link) => link.route),
    ).toEqual([grid('grid-api-pro')]);
  });

  it('dates feature members from when the API object got them', () => {
    const sidebar = page(grid('grid-sidebar-api'));
    expect(sidebar.props.find((prop) => prop.name === 'showSidebar')?.since).toBe('8.10.0');
    expect(sidebar.since).toBe('8.10.0');
    expect(page(grid('grid-filter-api')).since).toBe('8.0.0');
  });

  it('lists the API object and its features in a section of the index, the object first by plan', () => {
    expect(api.index.find((entry) => entry.route === grid('grid-filter-api'))).toMatchObject({
      apiObject: 'GridApi',
    });
    const sections = apiIndexSections(api.index.filter((entry) => entry.product === 'data-grid'));
    expect(sections.map((section) => section.id)).toEqual([
      'components',
      'apiObject',
      'interfaces',
    ]);
    const objectSection = sections[1].entries;
    expect(objectSection.slice(0, 3).map((entry) => entry.route)).toEqual([
      grid('grid-api'),
      grid('grid-api-pro'),
      grid('grid-api-premium'),
    ]);
    expect(
      sections[2].entries.some(
        (entry) => entry.name === 'GridApi' || entry.name === 'GridFilterApi',
      ),
    ).toBe(false);
  });

  it('names the plan in search results of a per-plan page', () => {
    expect(apiSearchDocument(page(grid('grid-api-pro')), 'en').content).toContain(
      '<title>GridApi (Pro)</title>',
    );
    expect(apiSearchDocument(page(grid('grid-api')), 'en').content).toContain(
      '<title>GridApi</title>',
    );
  });
});
