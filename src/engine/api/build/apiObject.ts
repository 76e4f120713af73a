import ts from 'typescript';
import type { ApiEntity, ApiLink, ApiPlan } from '../types';
import { findExports, type FoundSymbol } from './extract';
import type { ApiProgram } from './program';

/** Plans from the lowest. */
export const PLAN_RANK: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/** A feature interface of an API object (`GridFilterApi` of `GridApi`), found in the declarations. */
export interface ApiObjectFeature {
  found: FoundSymbol;
  /** Name of the API object it is part of (`GridApi`). */
  object: string;
  /** The API objects (one per plan: `GridApi` of each grid package) that include it. */
  objects: FoundSymbol[];
}

/** The interfaces an interface extends, as declared in its heritage clauses (imports resolved). */
function baseInterfaces(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol[] {
  const bases: ts.Symbol[] = [];
  for (const declaration of symbol.declarations ?? []) {
    if (!ts.isInterfaceDeclaration(declaration)) continue;
    for (const type of (declaration.heritageClauses ?? []).flatMap((clause) => clause.types)) {
      let base = checker.getSymbolAtLocation(type.expression);
      if (base && base.flags & ts.SymbolFlags.Alias) base = checker.getAliasedSymbol(base);
      // `extends Omit<…>` and other mapped bases are not interfaces of their own.
      if (base && base.flags & ts.SymbolFlags.Interface) bases.push(base);
    }
  }
  return bases;
}

/** The interface an exported API object stands for: `type GridApi = GridApiPro` → `GridApiPro`. */
function objectInterface(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol | null {
  if (symbol.flags & ts.SymbolFlags.Interface) return symbol;
  const target = checker.getDeclaredTypeOfSymbol(symbol).getSymbol();
  return target && target.flags & ts.SymbolFlags.Interface ? target : null;
}

/**
 * The feature interfaces each plan's API object is made of, read from the declarations: the
 * interfaces its interface extends, followed down until one the packages export. An exported
 * interface is a feature (`GridFilterApi`) and its page lists what it inherits, so the walk stops
 * there; an unexported one (`GridPipeProcessingApi`) has no page, so its bases are looked at. The
 * object's own layers (`GridApiCommon`, named after the object) are the object, not a feature.
 */
export function apiObjectFeatures(program: ApiProgram, objects: FoundSymbol[]): ApiObjectFeature[] {
  const { checker } = program;
  const exported = new Map(
    findExports(program, (_, symbol) => Boolean(symbol.flags & ts.SymbolFlags.Interface)).map(
      (found) => [found.symbol, found],
    ),
  );
  const features = new Map<ts.Symbol, ApiObjectFeature>();
  const byPlan = [...objects].sort((a, b) => PLAN_RANK[planOf(a)] - PLAN_RANK[planOf(b)]);
  for (const object of byPlan) {
    const root = objectInterface(object.symbol, checker);
    if (!root)
      throw new Error(
        `API object ${object.name} (${object.imports[0].package}) is not an interface`,
      );
    const ownLayer = new RegExp(`^${object.name}([A-Z]|$)`);
    const seen = new Set<ts.Symbol>([root]);
    const walk = (symbol: ts.Symbol) => {
      for (const base of baseInterfaces(symbol, checker)) {
        if (seen.has(base)) continue;
        seen.add(base);
        const found = exported.get(base);
        if (!found || ownLayer.test(found.name)) {
          walk(base);
          continue;
        }
        const feature = features.get(base) ?? { found, object: object.name, objects: [] };
        feature.objects.push(object);
        features.set(base, feature);
      }
    };
    walk(root);
  }
  return [...features.values()];
}

/** The lowest plan an exported symbol can be imported in. */
export function planOf(found: FoundSymbol): ApiPlan {
  return found.imports.reduce<ApiPlan>(
    (lowest, each) => (PLAN_RANK[each.plan] < PLAN_RANK[lowest] ? each.plan : lowest),
    'premium',
  );
}

/** The higher of two plans. */
export function higherPlan(a: ApiPlan, b: ApiPlan): ApiPlan {
  return PLAN_RANK[a] >= PLAN_RANK[b] ? a : b;
}

/** The earliest of some releases, in the history's order (null when none is known). */
export function earliestSince(
  history: { versions: string[] } | null,
  versions: (string | null)[],
): string | null {
  const known = versions.filter((version): version is string => version !== null);
  if (known.length === 0) return null;
  const rank = (version: string) => history?.versions.indexOf(version) ?? -1;
  return known.reduce((earliest, version) => (rank(version) < rank(earliest) ? version : earliest));
}

const linkTo = (entity: ApiEntity): ApiLink => ({
  name: entity.name,
  plan: entity.plan,
  route: entity.route,
});
const byNameThenPlan = (a: ApiLink, b: ApiLink) =>
  a.name.localeCompare(b.name) || PLAN_RANK[a.plan] - PLAN_RANK[b.plan];

/**
 * Marks the pages of the API objects and of their features (`apiObject`), linking each plan's
 * API object to its features and each feature to the plans' API objects that include it.
 * `symbols` holds the declaration each entity was read from, pages merged away included.
 */
export function linkApiObjects(
  pages: ApiEntity[],
  symbols: Map<ApiEntity, ts.Symbol>,
  features: ApiObjectFeature[],
  objects: FoundSymbol[],
): void {
  const pageByRoute = new Map(pages.map((page) => [page.route, page]));
  const pageOf = new Map<ts.Symbol, ApiEntity>();
  for (const [entity, symbol] of symbols) {
    const page = pageByRoute.get(entity.route);
    if (page) pageOf.set(symbol, page);
  }
  const page = (symbol: ts.Symbol, name: string) => {
    const found = pageOf.get(symbol);
    if (!found) throw new Error(`API object: no page for ${name}`);
    return found;
  };
  for (const object of objects) {
    const objectPage = page(object.symbol, object.name);
    const own = features.filter((feature) => feature.objects.includes(object));
    objectPage.apiObject = {
      name: object.name,
      partOf: [],
      features: own
        .map((feature) => linkTo(page(feature.found.symbol, feature.found.name)))
        .sort(byNameThenPlan),
    };
  }
  for (const feature of features) {
    const partOf = feature.objects.map((object) => linkTo(page(object.symbol, object.name)));
    page(feature.found.symbol, feature.found.name).apiObject = {
      name: feature.object,
      partOf,
      features: [],
    };
  }
}
