import ts from 'typescript';
import type { ApiEntity, ApiImport, ApiPlan, ApiProp, ApiSlot } from '../types';
import { componentDescription, descriptionMarkdown, jsDocTag, symbolDocumentation } from './jsdoc';
import { API_PACKAGES, kebabCase } from './packages';
import { isComponent, type ApiProgram } from './program';
import { declaredType } from './propertyType';

const PLAN_ORDER: ApiPlan[] = ['community', 'pro', 'premium'];
/** Declarations from here are the native HTML attributes a component forwards, not its own props. */
const NATIVE_TYPES = /[\\/]node_modules[\\/](@types[\\/]react|csstype)[\\/]/;
/** MUI System's declarations, where the style props layout components take come from. */
const SYSTEM_TYPES = /[\\/]node_modules[\\/]@mui[\\/]system[\\/]/;

function resolve(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** An exported symbol found in the packages, with every path it can be imported from. */
export interface FoundSymbol {
  name: string;
  symbol: ts.Symbol;
  imports: ApiImport[];
}

function lowestPlan(imports: ApiImport[]): ApiPlan {
  return PLAN_ORDER.find((plan) => imports.some((entry) => entry.plan === plan)) ?? 'community';
}

/** Every exported symbol matching `accept`, keyed by declaration, with all its import paths. */
export function findExports(
  program: ApiProgram,
  accept: (name: string, symbol: ts.Symbol) => boolean,
): FoundSymbol[] {
  const found = new Map<ts.Symbol, FoundSymbol>();
  for (const entry of program.entries) {
    const moduleSymbol = program.checker.getSymbolAtLocation(entry.file);
    if (!moduleSymbol) continue;
    for (const exported of program.checker.getExportsOfModule(moduleSymbol)) {
      const symbol = resolve(exported, program.checker);
      if (!accept(exported.name, symbol)) continue;
      const record = found.get(symbol) ?? { name: exported.name, symbol, imports: [] };
      if (!record.imports.some((each) => each.path === entry.specifier)) {
        record.imports.push({
          path: entry.specifier,
          package: entry.pkg.name,
          plan: entry.pkg.plan,
        });
      }
      found.set(symbol, record);
    }
  }
  return [...found.values()];
}

/** Every exported component: an export named like one whose value renders React elements. */
export function findComponents(program: ApiProgram): FoundSymbol[] {
  // Most components are exported from several entry points: decide once per symbol.
  const decided = new Map<ts.Symbol, boolean>();
  return findExports(program, (name, symbol) => {
    if (!/^[A-Z]/.test(name)) return false;
    if (!decided.has(symbol)) decided.set(symbol, isComponent(symbol, program.checker));
    return decided.get(symbol)!;
  });
}

function isNative(property: ts.Symbol): boolean {
  const declarations = property.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((declaration) => NATIVE_TYPES.test(declaration.getSourceFile().fileName))
  );
}

/**
 * A MUI System style prop (`m`, `p`, `display`…) inherited from a layout component such as Stack:
 * named as one in `SystemProps`, and declared nowhere else (System's mapped type gives its props no
 * declaration). A component's own prop of the same name is declared in its package and stays.
 */
function isSystemProp(property: ts.Symbol, program: ApiProgram): boolean {
  if (!program.systemPropNames.has(property.name)) return false;
  return (property.declarations ?? []).every((declaration) =>
    SYSTEM_TYPES.test(declaration.getSourceFile().fileName),
  );
}

/**
 * A symbol's description. A property declared in several places (each member of a union, both
 * sides of an intersection) takes one declaration's, the last that has one: TypeScript's own
 * joins them, printing the description once per declaration, and an intersection lists the
 * component's own declarations (`{ autoFocus… }`) after the types it builds on.
 */
function describe(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const declarations = symbol.declarations ?? [];
  if (declarations.length < 2) return descriptionMarkdown(symbolDocumentation(symbol, checker));
  for (const declaration of [...declarations].reverse()) {
    const name = ts.getNameOfDeclaration(declaration);
    const own = name && checker.getSymbolAtLocation(name);
    const text = symbolDocumentation(own && own !== symbol ? own : symbol, checker);
    if (text.trim()) return descriptionMarkdown(text);
  }
  return '';
}

function deprecation(symbol: ts.Symbol): string | null {
  const message = jsDocTag(symbol, 'deprecated');
  return message === null ? null : descriptionMarkdown(message);
}

/** A type's documented props, and whether it also takes props summed up in a line instead of listed. */
export interface ExtractedProps {
  props: ApiProp[];
  native: boolean;
  system: boolean;
}

/**
 * The documented properties of a type, alphabetically: native HTML attributes, MUI System props
 * and members marked `@ignore` (internal, "do not document") left out.
 */
export function extractProps(
  type: ts.Type,
  program: ApiProgram,
  location: ts.Node,
): ExtractedProps {
  const { checker } = program;
  const extracted: ExtractedProps = { props: [], native: false, system: false };
  for (const property of checker.getPropertiesOfType(type)) {
    if (property.name === 'key' || property.name === 'ref' || jsDocTag(property, 'ignore') !== null)
      continue;
    if (isNative(property)) {
      extracted.native = true;
    } else if (isSystemProp(property, program)) {
      extracted.system = true;
    } else {
      extracted.props.push({
        name: property.name,
        type: declaredType(property, checker, location),
        required: !(property.flags & ts.SymbolFlags.Optional),
        default: jsDocTag(property, 'default'),
        descriptionMarkdown: describe(property, checker),
        deprecatedMarkdown: deprecation(property),
        since: null,
      });
    }
  }
  extracted.props.sort((a, b) => a.name.localeCompare(b.name));
  return extracted;
}

function propertyType(
  type: ts.Type,
  name: string,
  checker: ts.TypeChecker,
  location: ts.Node,
): ts.Type | null {
  const property = checker.getPropertyOfType(type, name);
  return property
    ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, location))
    : null;
}

function extractSlots(propsType: ts.Type, checker: ts.TypeChecker, location: ts.Node): ApiSlot[] {
  const slotsType = propertyType(propsType, 'slots', checker, location);
  if (!slotsType) return [];
  return checker
    .getPropertiesOfType(slotsType)
    .map((slot) => ({
      name: slot.name,
      defaultComponent: jsDocTag(slot, 'default'),
      descriptionMarkdown: describe(slot, checker),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Route of an entity's page. */
export function apiRoute(product: string, name: string): string {
  return `/x/api/${product}/${kebabCase(name.replace(/^Unstable_/, ''))}`;
}

/** The fields every entity derives from where it is exported: product, plan, route and imports. */
function entityIdentity(found: FoundSymbol, kind: ApiEntity['kind']) {
  const product = API_PACKAGES.find((pkg) => pkg.name === found.imports[0].package)!.product;
  return {
    kind,
    name: found.name,
    product,
    plan: lowestPlan(found.imports),
    route: apiRoute(product, found.name),
    imports: sortImports(found.imports),
  };
}

/** A component's API entity, except its CSS classes (see `classNames.ts`). */
export function extractComponent(
  found: FoundSymbol,
  propsType: ts.Type | null,
  program: ApiProgram,
): ApiEntity {
  const { checker } = program;
  const location = found.symbol.valueDeclaration ?? found.symbol.declarations![0];
  const { props, native, system } = propsType
    ? extractProps(propsType, program, location)
    : { props: [], native: false, system: false };
  const ref = propsType && checker.getPropertyOfType(propsType, 'ref');
  const refText = ref ? checker.typeToString(checker.getTypeOfSymbolAtLocation(ref, location)) : '';
  return {
    ...entityIdentity(found, 'component'),
    descriptionMarkdown: descriptionMarkdown(
      componentDescription(symbolDocumentation(found.symbol, checker)),
    ),
    deprecatedMarkdown: deprecation(found.symbol),
    props,
    slots: propsType ? extractSlots(propsType, checker, location) : [],
    classes: [],
    refElement: /(HTML|SVG)\w*Element/.exec(refText)?.[0] ?? null,
    forwardsNativeProps: native,
    takesSystemProps: system,
    since: null,
  };
}

/** An interface's API entity: its properties as props. */
export function extractInterface(found: FoundSymbol, program: ApiProgram): ApiEntity {
  const { checker } = program;
  const declaration = found.symbol.declarations![0];
  const type = checker.getDeclaredTypeOfSymbol(found.symbol);
  const { props } = extractProps(type, program, declaration);
  return {
    ...entityIdentity(found, 'interface'),
    descriptionMarkdown: describe(found.symbol, checker),
    deprecatedMarkdown: deprecation(found.symbol),
    props,
    slots: [],
    classes: [],
    refElement: null,
    forwardsNativeProps: false,
    takesSystemProps: false,
    since: null,
  };
}

/** Subpath imports first (they keep bundles small), then packages by plan. */
function sortImports(imports: ApiImport[]): ApiImport[] {
  const rank = (entry: ApiImport) =>
    PLAN_ORDER.indexOf(entry.plan) * 2 + (entry.path === entry.package ? 1 : 0);
  return [...imports].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
}
