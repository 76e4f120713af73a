import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Packages every demo project needs, whatever it imports. */
export const BASE_DEMO_PACKAGES = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
] as const;

/** Module specifiers a source imports or re-exports (type-only imports included). */
export function importSpecifiers(
  code: string,
  fileName: string,
): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(statement)
        ? Boolean(statement.importClause?.isTypeOnly)
        : statement.isTypeOnly;
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    }
  }
  return found;
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; relative paths → null. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Version of a package as installed in `node_modules` (throws when it is not installed). */
export function installedVersion(root: string, name: string): string {
  const file = path.join(root, 'node_modules', name, 'package.json');
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    throw new Error(`a demo imports "${name}", which is not installed; add it to package.json`);
  }
}

const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** Resolves a relative import of a content file to a file path relative to `content/`. */
export function resolveLocalModule(
  contentDir: string,
  fromFile: string,
  specifier: string,
): string {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  for (const candidate of [base, ...MODULE_EXTENSIONS.map((ext) => base + ext)]) {
    const full = path.join(contentDir, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  throw new Error(`content/${fromFile}: cannot resolve the import "${specifier}"`);
}

/** Names a source imports from MUI X packages (`import { DataGrid as Grid }` gives `DataGrid`). */
export function muiXImportedNames(code: string, fileName: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!statement.moduleSpecifier.text.startsWith('@mui/x-')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements)
        names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}
