/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all
 * its functions compiled eagerly, on the background thread that streams and parses the script
 * while it downloads. Without it V8 compiles each function lazily, on the main thread, the first
 * time it is called, and a page's boot calls most functions of the scripts it loads (React DOM,
 * the Next.js runtime, the shell, a demo's component): that compilation was most of the long tasks
 * Lighthouse counts as blocking time. Other engines read the line as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that already has it is returned as is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * The source map of a script that gained the hint: one generated line more at the top. In a
 * version 3 source map, `;` ends a generated line, so a leading `;` maps the hint's line to
 * nothing and keeps every other mapping on its line.
 */
export function shiftSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: string };
  if (typeof parsed.mappings !== 'string') throw new Error('source map without "mappings"');
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}
