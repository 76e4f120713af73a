/** A problem in a content file; the message starts with `file:line`. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
  }
}

/** Where a node starts in its source file, as unified positions give it. */
export interface Positioned {
  position?: { start: { line: number } };
}

/** The start line of a node, if known. */
export function lineOf(node: Positioned): number | undefined {
  return node.position?.start.line;
}
