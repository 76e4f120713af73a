import ts from 'typescript';
import type { ApiEntity, ApiEvent, ApiIndexEntry, ApiProduct, ApiSearchEntity } from '../types';
import { componentClasses } from './classNames';
import { propSince, type ApiSince } from './history';
import { apiObjectFeatures, earliestSince, higherPlan, linkApiObjects, planOf } from './apiObject';
import { extractGridEvents } from './events';
import { extractComponent, extractInterface, findComponents, findExports } from './extract';
import { mergeByRoute } from './pageRoutes';
import { componentSignature, createApiProgram, defaultCallKey } from './program';

/**
 * Interfaces documented as pages of their own: those readers configure or receive (column
 * definitions, callback parameters, the API object, export options, chart axes and series).
 */
export const API_INTERFACES: Record<ApiProduct, readonly string[]> = {
  'data-grid': [
    'GridApi',
    'GridCellParams',
    'GridColDef',
    'GridSingleSelectColDef',
    'GridActionsColDef',
    'GridListViewColDef',
    'GridExportStateParams',
    'GridFilterItem',
    'GridFilterModel',
    'GridFilterOperator',
    'GridRowClassNameParams',
    'GridRowParams',
    'GridRowSpacingParams',
    'GridRenderCellParams',
    'GridRenderContext',
    'GridRowOrderChangeParams',
    'GridAggregationFunction',
    'GridAggregationFunctionDataSource',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
  ],
  'date-pickers': [],
  charts: [
    'AxisConfig',
    'BarSeriesType',
    'LineSeriesType',
    'PieSeriesType',
    'ScatterSeriesType',
    'ChartsAxisProps',
    'BarSeries',
    'LineSeries',
    'PieSeries',
    'ScatterSeries',
    'FunnelSeries',
    'HeatmapSeries',
    'RadarSeries',
    'LegendItemParams',
    'ChartImageExportOptions',
    'ChartPrintExportOptions',
  ],
  'tree-view': [],
};

/**
 * API objects (listed in API_INTERFACES too): besides a page per plan, each feature interface
 * they are made of gets a page (`GridFilterApi`, `GridColumnPinningApi` …), found in their
 * declarations (apiObject.ts).
 */
export const API_OBJECTS: Record<ApiProduct, readonly string[]> = {
  'data-grid': ['GridApi'],
  'date-pickers': [],
  charts: [],
  'tree-view': [],
};

/** Everything the generator produces. */
export interface GeneratedApi {
  entities: ApiEntity[];
  index: ApiIndexEntry[];
  search: ApiSearchEntity[];
  /** The Data Grid's events, for the catalogue of the events guide page. */
  events: ApiEvent[];
}

function searchEntities(entity: ApiEntity): ApiSearchEntity[] {
  const url = `${entity.route}/`;
  return [
    { type: entity.kind, name: entity.name, parent: entity.name, url },
    ...entity.props.map((prop) => ({
      type: 'prop' as const,
      name: prop.name,
      parent: entity.name,
      url: `${url}#prop-${prop.name}`,
    })),
    ...entity.slots.map((slot) => ({
      type: 'slot' as const,
      name: slot.name,
      parent: entity.name,
      url: `${url}#slot-${slot.name}`,
    })),
    ...entity.classes.map((cls) => ({
      type: 'class' as const,
      name: cls.className,
      parent: entity.name,
      url: `${url}#classes-${cls.key}`,
    })),
  ];
}

/**
 * Reads the installed declarations of the documented packages and returns one entity per
 * exported component and documented interface, an index of them and their search entities.
 */
export async function generateApi(
  root: string,
  history: ApiSince | null = null,
): Promise<GeneratedApi> {
  const program = createApiProgram(root);
  const entities: ApiEntity[] = [];
  for (const found of findComponents(program)) {
    const { props } = componentSignature(
      found.symbol,
      program,
      defaultCallKey(found.imports[0].path, found.name),
    )!;
    entities.push({
      ...extractComponent(found, props, program),
      classes: componentClasses(found, props, program),
    });
  }
  const wanted = new Set(Object.values(API_INTERFACES).flat());
  const interfaces = findExports(
    program,
    (name, symbol) =>
      wanted.has(name) &&
      Boolean(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)),
  );
  const missing = [...wanted].filter((name) => !interfaces.some((found) => found.name === name));
  if (missing.length > 0)
    throw new Error(`API interfaces not exported by the packages: ${missing.join(', ')}`);
  const symbols = new Map<ApiEntity, ts.Symbol>();
  for (const found of interfaces) {
    const entity = extractInterface(found, program);
    symbols.set(entity, found.symbol);
    entities.push(entity);
  }
  const objectNames = new Set(Object.values(API_OBJECTS).flat());
  const objects = interfaces.filter((found) => objectNames.has(found.name));
  const features = apiObjectFeatures(program, objects);
  for (const feature of features.filter((each) => !interfaces.includes(each.found))) {
    const entity = extractInterface(feature.found, program);
    // Importable from a lower plan's package (GridColumnReorderApi from @mui/x-data-grid), but
    // on the API object of the plans that include it only.
    entity.plan = higherPlan(entity.plan, planOf(feature.objects[0]));
    symbols.set(entity, feature.found.symbol);
    entities.push(entity);
  }

  const pages = mergeByRoute(entities);
  linkApiObjects(pages, symbols, features, objects);
  for (const entity of pages) {
    entity.since = propSince(history, entity.name);
    for (const prop of entity.props) prop.since = propSince(history, entity.name, prop.name);
    // A feature's members date from when the API object got them (the history follows the
    // object); the feature, from its oldest member.
    if (entity.apiObject && entity.apiObject.name !== entity.name) {
      for (const prop of entity.props)
        prop.since = propSince(history, entity.apiObject.name, prop.name);
      entity.since = earliestSince(
        history,
        entity.props.map((prop) => prop.since),
      );
    }
  }
  const index = pages.map(
    ({ kind, name, product, plan, route, apiObject, deprecatedMarkdown }) => ({
      kind,
      name,
      product,
      plan,
      route,
      deprecated: deprecatedMarkdown !== null,
      ...(apiObject ? { apiObject: apiObject.name } : {}),
    }),
  );
  return {
    entities: pages,
    index,
    search: pages.flatMap(searchEntities),
    events: extractGridEvents(root),
  };
}
