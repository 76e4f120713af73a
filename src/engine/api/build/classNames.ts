import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ApiCssClass } from '../types';
import type { FoundSymbol } from './extract';
import type { ApiProgram } from './program';
import { descriptionMarkdown, symbolDocumentation } from './jsdoc';

/** Declarations of the MUI X packages; a classes interface declared elsewhere belongs to another library's component. */
const MUI_X_DECLARATION = /[\\/]node_modules[\\/]@mui[\\/]x-[^\\/]+[\\/]/;

/** A module's runtime exports. */
export type RuntimeModule = Record<string, unknown>;

const requireModule = createRequire(import.meta.url);
const runtimeFile = (declarationFile: string) => declarationFile.replace(/\.d\.[cm]?ts$/, '.js');

/**
 * The runtime module beside a declaration file (`labelClasses.d.ts` → `labelClasses.js`). Read by
 * path, not through a package entry, so that two `…Classes` objects sharing an export name in
 * different folders (`chartsAxisClasses` of ChartsAxis and of RadarAxis) cannot be confused.
 */
export function loadRuntimeModule(declarationFile: string): RuntimeModule {
  return requireModule(runtimeFile(declarationFile)) as RuntimeModule;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const isMuiX = (declaration: ts.Declaration) =>
  MUI_X_DECLARATION.test(declaration.getSourceFile().fileName);
const where = (file: ts.SourceFile) => file.fileName.replace(/^.*[\\/]node_modules[\\/]/, '');

/**
 * The MUI X interface a `classes` prop is typed with (`Partial<ChartsLabelClasses>` →
 * `ChartsLabelClasses`); null when its keys are declared by another library (a field's `classes`
 * go to Material UI's TextField, an icon's to SvgIcon): those are not the component's own.
 */
function classesPropInterface(
  component: string,
  classesType: ts.Type,
  checker: ts.TypeChecker,
): ts.Symbol | null {
  const keys = checker.getPropertiesOfType(classesType);
  if (!keys.some((key) => key.declarations?.some(isMuiX))) return null;
  const inner =
    classesType.aliasSymbol?.name === 'Partial' && classesType.aliasTypeArguments?.length === 1
      ? classesType.aliasTypeArguments[0]
      : classesType;
  const symbol = inner.getSymbol();
  if (symbol && symbol.flags & ts.SymbolFlags.Interface && symbol.declarations?.some(isMuiX))
    return symbol;
  throw new Error(
    `API classes: cannot tell which …Classes interface types the classes prop of ${component} (${checker.typeToString(classesType)})`,
  );
}

/**
 * The component's own `<Component>Classes` interface, exported by a module it is imported from:
 * for components whose `classes` prop is typed by the element they render (PickersTextField's
 * FormControl classes) while they style themselves with classes of their own.
 */
function ownClassesInterface(found: FoundSymbol, program: ApiProgram): ts.Symbol | null {
  const wanted = `${found.name.replace(/^Unstable_/, '')}Classes`;
  for (const { path: specifier } of found.imports) {
    const entry = program.entries.find((each) => each.specifier === specifier);
    const moduleSymbol = entry && program.checker.getSymbolAtLocation(entry.file);
    const exported =
      moduleSymbol &&
      program.checker.getExportsOfModule(moduleSymbol).find((each) => each.name === wanted);
    if (!exported) continue;
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? program.checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Interface && symbol.declarations?.some(isMuiX)) return symbol;
  }
  return null;
}

const sameKeys = (a: string[], b: string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * The exported `…Classes` object declared beside the interface with exactly its keys (typed with
 * it or spelled out); the one named after the interface when there are several.
 */
function classesObjectName(
  component: string,
  classesInterface: ts.Symbol,
  keys: string[],
  checker: ts.TypeChecker,
): string {
  const file = classesInterface.declarations!.find(isMuiX)!.getSourceFile();
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const candidates = (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [])
    .filter((each) => each.flags & ts.SymbolFlags.Variable && /Classes$/.test(each.name))
    .filter((each) =>
      sameKeys(
        checker.getPropertiesOfType(checker.getTypeOfSymbol(each)).map((key) => key.name),
        keys,
      ),
    )
    .map((each) => each.name);
  const named = candidates.find((name) => name === lowerFirst(classesInterface.name));
  if (named) return named;
  if (candidates.length === 1) return candidates[0];
  const found =
    candidates.length === 0
      ? 'exports no …Classes object with its keys'
      : `exports several: ${candidates.join(', ')}`;
  throw new Error(
    `API classes: ${component} takes ${classesInterface.name} (${where(file)}), but that module ${found}`,
  );
}

/**
 * The global class name of each key, read from the runtime object; a key the object lacks (a
 * class added by a Premium feature) from the module's `get…UtilityClass`, which the components
 * themselves call with it.
 */
function globalClassNames(
  component: string,
  file: string,
  objectName: string,
  keys: string[],
  loadRuntime: (file: string) => RuntimeModule,
): Record<string, string> {
  const runtime = loadRuntime(file);
  const object = runtime[objectName];
  if (!object || typeof object !== 'object')
    throw new Error(
      `API classes: ${component}: ${objectName} is not exported at runtime by ${path.basename(runtimeFile(file))}`,
    );
  const utilities = Object.entries(runtime).filter(
    ([name, value]) => /^get\w*UtilityClass$/.test(name) && typeof value === 'function',
  );
  return Object.fromEntries(
    keys.map((key) => {
      const value = (object as Record<string, unknown>)[key];
      if (typeof value === 'string') return [key, value];
      const generated = new Set(
        utilities.map(([, utility]) => (utility as (slot: string) => unknown)(key)),
      );
      const [name] = generated;
      if (generated.size !== 1 || typeof name !== 'string')
        throw new Error(`API classes: ${component}: ${objectName} has no class for "${key}"`);
      return [key, name];
    }),
  );
}

/**
 * A component's CSS classes: the keys of its own `…Classes` interface (the type of its `classes`
 * prop, else `<Component>Classes` from its module) with the global names its runtime `…Classes`
 * object gives them. A component whose classes cannot be matched to such an object fails the
 * build rather than borrowing another component's names; one whose `classes` are another
 * library's component's, and which has none of its own, lists none.
 */
export function componentClasses(
  found: FoundSymbol,
  propsType: ts.Type | null,
  program: ApiProgram,
  loadRuntime = loadRuntimeModule,
): ApiCssClass[] {
  const { checker } = program;
  const classesProp = propsType && checker.getPropertyOfType(propsType, 'classes');
  if (!classesProp) return [];
  const location = found.symbol.valueDeclaration ?? found.symbol.declarations![0];
  const classesType = checker.getNonNullableType(
    checker.getTypeOfSymbolAtLocation(classesProp, location),
  );
  const classesInterface =
    classesPropInterface(found.name, classesType, checker) ?? ownClassesInterface(found, program);
  if (!classesInterface) return [];
  const properties = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(classesInterface));
  const keys = properties.map((key) => key.name);
  const objectName = classesObjectName(found.name, classesInterface, keys, checker);
  const file = classesInterface.declarations!.find(isMuiX)!.getSourceFile().fileName;
  const names = globalClassNames(found.name, file, objectName, keys, loadRuntime);
  return properties.map((key) => ({
    key: key.name,
    className: names[key.name],
    descriptionMarkdown: descriptionMarkdown(symbolDocumentation(key, checker)),
  }));
}
