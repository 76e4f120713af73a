import ts from 'typescript';
import type { ApiEntity, ApiImport, ApiPlan, ApiProp, ApiSlot } from '../types';
import { componentDescription, jsDocTag, markdownToHtml, symbolDocumentation } from './jsdoc';
import { API_PACKAGES, kebabCase, packageEntries, type ApiPackage } from './packages';

const PLAN_ORDER: ApiPlan[] = ['community', 'pro', 'premium'];
/** Declarations from here are the native HTML attributes a component forwards, not its own props. */
const NATIVE_TYPES = /[\\/]node_modules[\\/](@types[\\/]react|csstype)[\\/]/;

/** A TypeScript program over the declarations of the documented packages. */
export interface ApiProgram {
  checker: ts.TypeChecker;
  entries: { pkg: ApiPackage; specifier: string; file: ts.SourceFile }[];
}

export function createApiProgram(root: string, packages: readonly ApiPackage[] = API_PACKAGES): ApiProgram {
  const entries = packages.flatMap((pkg) => packageEntries(root, pkg.name).map((entry) => ({ pkg, ...entry })));
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      types: [],
    },
  );
  return {
    checker: program.getTypeChecker(),
    entries: entries.map((entry) => ({ pkg: entry.pkg, specifier: entry.specifier, file: program.getSourceFile(entry.file)! })),
  };
}

function resolve(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** A component's props type; `props: null` for a component that takes no props. */
export interface ComponentSignature {
  props: ts.Type | null;
}

/** The props of a component's call signature, or null when the symbol is not a component. */
export function componentSignature(symbol: ts.Symbol, checker: ts.TypeChecker): ComponentSignature | null {
  if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return null;
  const type = checker.getTypeOfSymbol(symbol);
  const signature = type.getCallSignatures()[0];
  if (!signature) return null;
  const returns = checker.typeToString(signature.getReturnType());
  if (!/(Element|ReactNode)\b/.test(returns)) return null;
  // React contexts are callable in React 19's types, but they are not components to document.
  if (/^(React\.)?(Context|Provider)</.test(checker.typeToString(type))) return null;
  if (signature.parameters.length === 0) return { props: null };
  const props = checker.getTypeOfSymbol(signature.parameters[0]);
  return props.flags & ts.TypeFlags.Object || props.isIntersection() || props.isUnion() ? { props } : null;
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
export function findExports(program: ApiProgram, accept: (name: string, symbol: ts.Symbol) => boolean): FoundSymbol[] {
  const found = new Map<ts.Symbol, FoundSymbol>();
  for (const entry of program.entries) {
    const moduleSymbol = program.checker.getSymbolAtLocation(entry.file);
    if (!moduleSymbol) continue;
    for (const exported of program.checker.getExportsOfModule(moduleSymbol)) {
      const symbol = resolve(exported, program.checker);
      if (!accept(exported.name, symbol)) continue;
      const record = found.get(symbol) ?? { name: exported.name, symbol, imports: [] };
      if (!record.imports.some((each) => each.path === entry.specifier)) {
        record.imports.push({ path: entry.specifier, package: entry.pkg.name, plan: entry.pkg.plan });
      }
      found.set(symbol, record);
    }
  }
  return [...found.values()];
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim();
}

/** The type of a property as its declaration spells it (falls back to the checker's rendering). */
export function declaredType(property: ts.Symbol, checker: ts.TypeChecker, location: ts.Node): string {
  const declaration = property.declarations?.[0];
  let text: string | null = null;
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    text = declaration.type.getText();
  } else if (declaration && ts.isMethodSignature(declaration)) {
    const params = declaration.parameters.map((param) => param.getText()).join(', ');
    text = `(${params}) => ${declaration.type?.getText() ?? 'void'}`;
  }
  text ??= checker.typeToString(checker.getTypeOfSymbolAtLocation(property, location), undefined, ts.TypeFormatFlags.NoTruncation);
  const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
  const collapsed = collapse(text);
  return optional ? collapsed.replace(/\s*\|\s*undefined$/, '') : collapsed;
}

function isNative(property: ts.Symbol): boolean {
  const declarations = property.declarations ?? [];
  return declarations.length > 0 && declarations.every((declaration) => NATIVE_TYPES.test(declaration.getSourceFile().fileName));
}

function describe(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return markdownToHtml(symbolDocumentation(symbol, checker));
}

function deprecation(symbol: ts.Symbol): string | null {
  const message = jsDocTag(symbol, 'deprecated');
  return message === null ? null : markdownToHtml(message);
}

/** The documented properties of a type, alphabetically (native HTML attributes left out). */
export function extractProps(type: ts.Type, checker: ts.TypeChecker, location: ts.Node): { props: ApiProp[]; native: boolean } {
  let native = false;
  const props: ApiProp[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (property.name === 'key' || property.name === 'ref') continue;
    if (isNative(property)) {
      native = true;
      continue;
    }
    props.push({
      name: property.name,
      type: declaredType(property, checker, location),
      required: !(property.flags & ts.SymbolFlags.Optional),
      default: jsDocTag(property, 'default'),
      descriptionHtml: describe(property, checker),
      deprecatedHtml: deprecation(property),
      since: null,
    });
  }
  props.sort((a, b) => a.name.localeCompare(b.name));
  return { props, native };
}

function propertyType(type: ts.Type, name: string, checker: ts.TypeChecker, location: ts.Node): ts.Type | null {
  const property = checker.getPropertyOfType(type, name);
  return property ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, location)) : null;
}

function extractSlots(propsType: ts.Type, checker: ts.TypeChecker, location: ts.Node): ApiSlot[] {
  const slotsType = propertyType(propsType, 'slots', checker, location);
  if (!slotsType) return [];
  return checker
    .getPropertiesOfType(slotsType)
    .map((slot) => ({ name: slot.name, defaultComponent: jsDocTag(slot, 'default'), descriptionHtml: describe(slot, checker) }))
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
export function extractComponent(found: FoundSymbol, propsType: ts.Type | null, program: ApiProgram): ApiEntity {
  const { checker } = program;
  const location = found.symbol.valueDeclaration ?? found.symbol.declarations![0];
  const { props, native } = propsType ? extractProps(propsType, checker, location) : { props: [], native: false };
  const ref = propsType && checker.getPropertyOfType(propsType, 'ref');
  const refText = ref ? checker.typeToString(checker.getTypeOfSymbolAtLocation(ref, location)) : '';
  return {
    ...entityIdentity(found, 'component'),
    descriptionHtml: markdownToHtml(componentDescription(symbolDocumentation(found.symbol, checker))),
    deprecatedHtml: deprecation(found.symbol),
    props,
    slots: propsType ? extractSlots(propsType, checker, location) : [],
    classes: [],
    refElement: /(HTML|SVG)\w*Element/.exec(refText)?.[0] ?? null,
    forwardsNativeProps: native,
    since: null,
  };
}

/** An interface's API entity: its properties as props. */
export function extractInterface(found: FoundSymbol, program: ApiProgram): ApiEntity {
  const { checker } = program;
  const declaration = found.symbol.declarations![0];
  const type = checker.getDeclaredTypeOfSymbol(found.symbol);
  const { props } = extractProps(type, checker, declaration);
  return {
    ...entityIdentity(found, 'interface'),
    descriptionHtml: describe(found.symbol, checker),
    deprecatedHtml: deprecation(found.symbol),
    props,
    slots: [],
    classes: [],
    refElement: null,
    forwardsNativeProps: false,
    since: null,
  };
}

/** Subpath imports first (they keep bundles small), then packages by plan. */
function sortImports(imports: ApiImport[]): ApiImport[] {
  const rank = (entry: ApiImport) => PLAN_ORDER.indexOf(entry.plan) * 2 + (entry.path === entry.package ? 1 : 0);
  return [...imports].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
}
