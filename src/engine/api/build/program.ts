import path from 'node:path';
import ts from 'typescript';
import { API_PACKAGES, packageEntries, type ApiPackage } from './packages';

/** A TypeScript program over the declarations of the documented packages. */
export interface ApiProgram {
  checker: ts.TypeChecker;
  entries: { pkg: ApiPackage; specifier: string; file: ts.SourceFile }[];
  /**
   * `Component()` for each exported value named like a component, keyed by `defaultCallKey`: the
   * checker resolves such a call, which has no arguments to infer from, with each type parameter
   * at its default — the props a reader gets when writing `<Component />`.
   */
  defaultCalls: ReadonlyMap<string, ts.CallExpression>;
  /** Names of MUI System's style props (`SystemProps` of `@mui/system`), which layout components take. */
  systemPropNames: ReadonlySet<string>;
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/** Where a component's default call is found: the first entry point and name it is exported as. */
export function defaultCallKey(specifier: string, name: string): string {
  return `${specifier} ${name}`;
}

function resolve(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The imports of the defaults file: each entry point as `m<index>`, by its own file (its specifier
 * would resolve to the package's ESM twin, `index.d.mts`, whose declarations are other nodes than
 * those the exports are read from), and MUI System's props as Material UI's declarations import
 * them (as CommonJS; the ESM twin would add a second copy of System to the program).
 */
function defaultsImports(entryFiles: readonly string[]): string {
  return [
    `import type { SystemProps } from '@mui/system' with { 'resolution-mode': 'require' };`,
    `export type ApiSystemProps = SystemProps;`,
    ...entryFiles.map(
      (file, index) =>
        `import * as m${index} from ${JSON.stringify(file.replace(/\.d\.ts$/, '.js'))};`,
    ),
  ].join('\n');
}

/**
 * `m3.DateField();` for every value exported under a component's name, at the first entry point
 * and name it is exported as (where `findExports` records it).
 */
function defaultsCalls(entries: ApiProgram['entries'], checker: ts.TypeChecker): string {
  const calls: string[] = [];
  const seen = new Set<ts.Symbol>();
  entries.forEach((entry, index) => {
    const moduleSymbol = checker.getSymbolAtLocation(entry.file);
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const symbol = resolve(exported, checker);
      if (
        !/^[A-Z]/.test(exported.name) ||
        !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function)) ||
        seen.has(symbol)
      )
        continue;
      seen.add(symbol);
      calls.push(`m${index}.${exported.name}();`);
    }
  });
  return calls.join('\n');
}

/**
 * Builds the program twice over the same parsed and bound files: first to list the exports, then
 * with the defaults file's calls written. The file's imports are the same both times, so the
 * second build reuses the first's whole structure (files, module resolutions, binding).
 */
export function createApiProgram(
  root: string,
  packages: readonly ApiPackage[] = API_PACKAGES,
): ApiProgram {
  const entryFiles = packages.flatMap((pkg) =>
    packageEntries(root, pkg.name).map((entry) => ({ pkg, ...entry })),
  );
  const defaultsFile = path.join(root, '__api_defaults__.ts');
  const host = ts.createCompilerHost(OPTIONS);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const readSourceFile = host.getSourceFile.bind(host);
  const imports = defaultsImports(entryFiles.map((entry) => entry.file));
  let defaultsText = imports;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (fileName === defaultsFile)
      return ts.createSourceFile(fileName, defaultsText, languageVersion);
    if (!parsed.has(fileName))
      parsed.set(fileName, readSourceFile(fileName, languageVersion, onError, shouldCreate));
    return parsed.get(fileName);
  };
  const roots = [...entryFiles.map((entry) => entry.file), defaultsFile];
  const withEntries = (program: ts.Program) =>
    entryFiles.map((entry) => ({
      pkg: entry.pkg,
      specifier: entry.specifier,
      file: program.getSourceFile(entry.file)!,
    }));

  const listing = ts.createProgram(roots, OPTIONS, host);
  defaultsText = `${imports}\n${defaultsCalls(withEntries(listing), listing.getTypeChecker())}`;
  const program = ts.createProgram(roots, OPTIONS, host, listing);
  const checker = program.getTypeChecker();
  const entries = withEntries(program);

  const defaultCalls = new Map<string, ts.CallExpression>();
  let systemProps: ts.TypeAliasDeclaration | undefined;
  for (const statement of program.getSourceFile(defaultsFile)!.statements) {
    if (
      ts.isExpressionStatement(statement) &&
      ts.isCallExpression(statement.expression) &&
      ts.isPropertyAccessExpression(statement.expression.expression)
    ) {
      // `m3.DateField()`: m3 is the namespace of entries[3].
      const callee = statement.expression.expression;
      const entry = entries[Number((callee.expression as ts.Identifier).text.slice(1))];
      defaultCalls.set(defaultCallKey(entry.specifier, callee.name.text), statement.expression);
    } else if (ts.isTypeAliasDeclaration(statement)) {
      systemProps = statement;
    }
  }
  const systemPropNames = new Set(
    systemProps
      ? checker
          .getPropertiesOfType(checker.getTypeAtLocation(systemProps.type))
          .map((prop) => prop.name)
      : [],
  );
  return { checker, entries, defaultCalls, systemPropNames };
}

/** A component's props type; `props: null` for a component that takes no props. */
export interface ComponentSignature {
  props: ts.Type | null;
}

/** The first call signature of a value, when it renders React elements (a component). */
function renderSignature(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Signature | null {
  if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return null;
  const type = checker.getTypeOfSymbol(symbol);
  const signature = type.getCallSignatures()[0];
  if (!signature) return null;
  const returns = checker.typeToString(signature.getReturnType());
  if (!/(Element|ReactNode)\b/.test(returns)) return null;
  // React contexts are callable in React 19's types, but they are not components to document.
  if (/^(React\.)?(Context|Provider)</.test(checker.typeToString(type))) return null;
  return signature;
}

function propsOf(signature: ts.Signature, checker: ts.TypeChecker): ComponentSignature | null {
  if (signature.parameters.length === 0) return { props: null };
  const props = checker.getTypeOfSymbol(signature.parameters[0]);
  return props.flags & ts.TypeFlags.Object || props.isIntersection() || props.isUnion()
    ? { props }
    : null;
}

/** Whether an exported symbol is a component to document. */
export function isComponent(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const signature = renderSignature(symbol, checker);
  return signature !== null && propsOf(signature, checker) !== null;
}

/**
 * The props of a component, or null when the symbol is not one. A generic component's props are
 * read with its type parameters at their defaults (`defaultCallKey` of where it is first exported):
 * left generic, a props type built from them (`ChartsProviderProps<TSeries, TSignatures>['pluginParams']`)
 * would lose every prop it holds.
 */
export function componentSignature(
  symbol: ts.Symbol,
  program: ApiProgram,
  exportedAs?: string,
): ComponentSignature | null {
  const { checker } = program;
  const signature = renderSignature(symbol, checker);
  if (!signature) return null;
  const call =
    signature.getTypeParameters()?.length && exportedAs
      ? program.defaultCalls.get(exportedAs)
      : undefined;
  const instantiated = call && checker.getResolvedSignature(call);
  const resolved =
    instantiated && instantiated.getDeclaration() === signature.getDeclaration()
      ? instantiated
      : signature;
  return propsOf(resolved, checker);
}
