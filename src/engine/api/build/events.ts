import path from 'node:path';
import ts from 'typescript';
import type { ApiEvent, ApiPlan } from '../types';
import { descriptionMarkdown, symbolDocumentation } from './jsdoc';
import { API_PACKAGES } from './packages';

/** The interface every grid event is a member of; Pro and Premium augment it. */
const LOOKUP = 'GridEventLookup';

/** The grid packages, longest name first: `x-data-grid-premium/…` also starts like `x-data-grid`. */
const GRID_PACKAGES = API_PACKAGES.filter((pkg) => pkg.product === 'data-grid').sort(
  (a, b) => b.name.length - a.name.length,
);

/** Plan of the grid package a declaration sits in (its `node_modules/@mui/x-data-grid*` folder). */
function planOfFile(fileName: string): ApiPlan {
  const owner = GRID_PACKAGES.find((pkg) => fileName.includes(`/node_modules/${pkg.name}/`));
  if (!owner) throw new Error(`grid event declared outside the grid packages: ${fileName}`);
  return owner.plan;
}

/** The declared type text of a member (`params`, `event`) of an event's type literal. */
function memberType(declaration: ts.PropertySignature, member: string): string | null {
  if (!declaration.type || !ts.isTypeLiteralNode(declaration.type)) return null;
  for (const element of declaration.type.members) {
    if (ts.isPropertySignature(element) && element.name.getText() === member && element.type)
      return element.type.getText().replace(/\s+/g, ' ');
  }
  return null;
}

/** `[[GridRowParams]]` (the grid's own cross-reference syntax) → `` `GridRowParams` ``. */
function eventDescription(text: string): string {
  return descriptionMarkdown(text.replace(/\[\[(\w+)\]\]/g, '`$1`').replace(/\s*\n\s*/g, ' '));
}

/**
 * A program over one line that names `GridEventLookup` through the Premium package, resolved as
 * CommonJS: the Pro and Premium packages add their events to it by module augmentation, and only
 * a program where every package resolves to one declaration file (not also its ESM `.d.mts`
 * twin, as the API program's bundler resolution does) sees all of the augmentations merged.
 */
function lookupType(root: string): { checker: ts.TypeChecker; type: ts.Type } {
  const entry = path.join(root, '__grid-event-lookup__.ts');
  const source = `import type { ${LOOKUP} } from '@mui/x-data-grid-premium';\nexport type Lookup = ${LOOKUP};\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === entry
      ? ts.createSourceFile(fileName, source, language)
      : readSourceFile(fileName, language, ...rest);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  const alias = moduleSymbol && checker.getExportsOfModule(moduleSymbol)[0];
  if (!alias) throw new Error(`${LOOKUP} could not be read from @mui/x-data-grid-premium`);
  return { checker, type: checker.getDeclaredTypeOfSymbol(alias) };
}

/**
 * Every event of the Data Grid, read from the installed declarations: the members of
 * `GridEventLookup` once the Pro and Premium packages have augmented it, each with the plan of the
 * package that declares it, its params and event types as written there, and its description.
 * Members tagged `@ignore` are internal (the packages say "do not document") and are left out.
 */
export function extractGridEvents(root: string): ApiEvent[] {
  const { checker, type } = lookupType(root);
  const events: ApiEvent[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.declarations?.find(ts.isPropertySignature);
    if (!declaration) throw new Error(`${LOOKUP}.${property.name} is not a property signature`);
    if (ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'ignore')) continue;
    events.push({
      name: property.name,
      plan: planOfFile(declaration.getSourceFile().fileName.split(path.sep).join('/')),
      params: memberType(declaration, 'params'),
      event: memberType(declaration, 'event'),
      descriptionMarkdown: eventDescription(symbolDocumentation(property, checker)),
    });
  }
  return events.sort((a, b) => a.name.localeCompare(b.name));
}
