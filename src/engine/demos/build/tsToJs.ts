import { transformSync } from 'esbuild';
import * as prettier from 'prettier';
import ts from 'typescript';

/** Prettier options of every demo source shown on the site (the JS variants are formatted with them). */
export const DEMO_PRETTIER_OPTIONS: prettier.Options = {
  parser: 'babel',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 85,
};

const BLANK_MARKER = '//@@blank-line@@';

/**
 * Start positions of statements preceded by a blank line. The TypeScript emitter drops blank
 * lines, which makes the generated JavaScript a wall of code; statements keep their leading
 * comments, so a marker comment before each such statement survives the transform.
 */
function statementsAfterBlankLine(source: ts.SourceFile): number[] {
  const text = source.text;
  const positions: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isSourceFile(node) ||
      ts.isBlock(node) ||
      ts.isModuleBlock(node) ||
      ts.isCaseClause(node) ||
      ts.isDefaultClause(node)
    ) {
      const statements = (node as ts.SourceFile | ts.Block).statements;
      for (const statement of statements) {
        const gap = text.slice(statement.getFullStart(), statement.getStart(source));
        const start = statement.getStart(source);
        // A blank line directly above the statement (or above its leading comments).
        if (/\n[ \t]*\n/.test(gap) && statement !== statements[0])
          positions.push(start - leadingCommentLength(gap));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return positions;
}

/** Length of the comments (and their indentation) that end the gap before a statement. */
function leadingCommentLength(gap: string): number {
  const lastBlank = gap.search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/);
  if (lastBlank < 0) return 0;
  const afterBlank = gap.slice(lastBlank).replace(/^\n[ \t]*\n/, '');
  return afterBlank.replace(/^[ \t]*/, '').length;
}

function insertMarkers(code: string, positions: number[]): string {
  let result = code;
  for (const position of [...positions].sort((a, b) => b - a)) {
    result = `${result.slice(0, position)}${BLANK_MARKER}\n${result.slice(position)}`;
  }
  return result;
}

/** Thrown when a demo's TypeScript source does not parse. */
export class DemoTransformError extends Error {}

/**
 * Fails the build when generated JavaScript is not plain JSX (a TypeScript construct the
 * transform kept would break the reader's copy and the sandbox): esbuild parses it as `.jsx`.
 */
export function assertPlainJsx(code: string, fileName: string): void {
  try {
    transformSync(code, { loader: 'jsx', logLevel: 'silent' });
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number } }[] })
      .errors?.[0];
    throw new DemoTransformError(
      `${fileName}: its generated JavaScript does not parse${first ? ` (line ${first.location?.line ?? '?'}: ${first.text})` : ''}`,
    );
  }
}

/**
 * The JavaScript variant of a TypeScript demo: types, interfaces and type-only imports removed
 * by the TypeScript compiler, JSX kept as written, blank lines between statements kept, then
 * formatted with Prettier, and checked to parse as plain JSX.
 */
export async function tsToJs(code: string, fileName = 'Demo.tsx'): Promise<string> {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const parseErrors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (parseErrors.length > 0) {
    const first = parseErrors[0];
    const { line } = source.getLineAndCharacterOfPosition(first.start ?? 0);
    throw new DemoTransformError(
      `${fileName}:${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}`,
    );
  }
  const marked = insertMarkers(code, statementsAfterBlankLine(source));
  const { outputText } = ts.transpileModule(marked, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
      removeComments: false,
      useDefineForClassFields: true,
    },
  });
  const restored = outputText
    .replace(/^export \{\};\s*$/m, '')
    .split('\n')
    .map((line) => (line.trim() === BLANK_MARKER ? '' : line))
    .join('\n');
  const formatted = await prettier.format(restored, DEMO_PRETTIER_OPTIONS);
  assertPlainJsx(formatted, fileName);
  return formatted;
}
