import ts from 'typescript';
import type { ApiEntity, ApiIndexEntry, ApiProduct, ApiSearchEntity } from '../types';
import { componentClasses } from './classNames';
import { propSince, type ApiSince } from './history';
import { componentSignature, createApiProgram, extractComponent, extractInterface, findExports } from './extract';

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
    'GridAggregationFunction',
    'GridAggregationFunctionDataSource',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
  ],
  'date-pickers': [],
  charts: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType', 'ChartsAxisProps'],
  'tree-view': [],
};

const PLAN_RANK = { community: 0, pro: 1, premium: 2 } as const;

/** Everything the generator produces. */
export interface GeneratedApi {
  entities: ApiEntity[];
  index: ApiIndexEntry[];
  search: ApiSearchEntity[];
}

function searchEntities(entity: ApiEntity): ApiSearchEntity[] {
  const url = `${entity.route}/`;
  return [
    { type: entity.kind, name: entity.name, parent: entity.name, url },
    ...entity.props.map((prop) => ({ type: 'prop' as const, name: prop.name, parent: entity.name, url: `${url}#prop-${prop.name}` })),
    ...entity.slots.map((slot) => ({ type: 'slot' as const, name: slot.name, parent: entity.name, url: `${url}#slot-${slot.name}` })),
    ...entity.classes.map((cls) => ({ type: 'class' as const, name: cls.className, parent: entity.name, url: `${url}#classes-${cls.key}` })),
  ];
}

/**
 * Reads the installed declarations of the documented packages and returns one entity per
 * exported component and documented interface, an index of them and their search entities.
 */
export async function generateApi(root: string, history: ApiSince | null = null): Promise<GeneratedApi> {
  const program = createApiProgram(root);
  const { checker } = program;
  const entities: ApiEntity[] = [];
  for (const found of findExports(program, (name, symbol) => /^[A-Z]/.test(name) && componentSignature(symbol, checker) !== null)) {
    const { props } = componentSignature(found.symbol, checker)!;
    entities.push({ ...extractComponent(found, props, program), classes: componentClasses(found, props, program) });
  }
  const wanted = new Set(Object.values(API_INTERFACES).flat());
  const interfaces = findExports(program, (name, symbol) => wanted.has(name) && Boolean(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)));
  for (const found of interfaces) entities.push(extractInterface(found, program));
  const missing = [...wanted].filter((name) => !interfaces.some((found) => found.name === name));
  if (missing.length > 0) throw new Error(`API interfaces not exported by the packages: ${missing.join(', ')}`);

  // A Pro package may re-implement a component under the same name (GridColumnMenu): one page,
  // documented from the lowest plan's declaration, listing every import path.
  const byRoute = new Map<string, ApiEntity>();
  for (const entity of entities) {
    const existing = byRoute.get(entity.route);
    if (!existing) {
      byRoute.set(entity.route, entity);
    } else if (existing.name === entity.name) {
      const [first, second] = PLAN_RANK[existing.plan] <= PLAN_RANK[entity.plan] ? [existing, entity] : [entity, existing];
      first.imports = [...first.imports, ...second.imports.filter((each) => !first.imports.some((known) => known.path === each.path))];
      byRoute.set(entity.route, first);
    } else if (existing.name.replace(/^Unstable_/, '') === entity.name.replace(/^Unstable_/, '')) {
      // A component exported both as stable and under its former Unstable_ name: the stable one.
      if (existing.name.startsWith('Unstable_')) byRoute.set(entity.route, entity);
    } else {
      throw new Error(`API pages of ${existing.name} and ${entity.name} would share ${entity.route}`);
    }
  }
  entities.splice(0, entities.length, ...[...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route)));
  for (const entity of entities) {
    entity.since = propSince(history, entity.name);
    for (const prop of entity.props) prop.since = propSince(history, entity.name, prop.name);
  }
  const index = entities.map(({ kind, name, product, plan, route, deprecatedHtml }) => ({ kind, name, product, plan, route, deprecated: deprecatedHtml !== null }));
  return { entities, index, search: entities.flatMap(searchEntities) };
}
