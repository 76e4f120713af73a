import ts from 'typescript';

/**
 * JSDoc inline links as Markdown: `{@link https://… Quick Filter}` → `[Quick Filter](https://…)`,
 * `{@link GridApi}` → `` `GridApi` `` (TypeScript leaves them as written in tag text).
 */
export function jsDocLinksToMarkdown(text: string): string {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_, target: string, label: string) => {
      const name = label.trim();
      if (/^(https?:)?\/\//.test(target) || target.startsWith('/'))
        return `[${name || target}](${target})`;
      return `\`${name || target}\``;
    },
  );
}

/**
 * A JSDoc comment as the Markdown the API data keeps (see description.ts): `{@link}` tags made
 * Markdown, surrounding whitespace trimmed.
 */
export function descriptionMarkdown(text: string): string {
  return jsDocLinksToMarkdown(text).trim();
}

/** The documentation comment of a symbol, as plain Markdown text. */
export function symbolDocumentation(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker));
}

/** The text of a JSDoc tag (`@default`, `@deprecated`) on any of the symbol's declarations. */
export function jsDocTag(symbol: ts.Symbol, tagName: string): string | null {
  for (const declaration of symbol.declarations ?? []) {
    for (const tag of ts.getJSDocTags(declaration)) {
      if (tag.tagName.text === tagName) return (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
    }
  }
  return null;
}

/**
 * A component's description without the "Demos:" and "API:" link lists the packages append
 * (they point at the reference site's own pages; this site links its pages itself).
 */
export function componentDescription(text: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of text.split('\n')) {
    if (/^(Demos|API|Features):\s*$/.test(line.trim())) {
      skipping = true;
      continue;
    }
    if (skipping && (/^\s*-\s/.test(line) || line.trim() === '')) continue;
    skipping = false;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
