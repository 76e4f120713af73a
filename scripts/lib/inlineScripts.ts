import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `type` values the browser runs (or that CSP governs like scripts); anything else is a data block. */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-javascript',
  'text/x-ecmascript',
]);

const SCRIPT_OPEN = /<script(?=[\s/>])/gi;
const SCRIPT_CLOSE = /<\/script/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Index of the `>` closing a start tag, skipping `>` inside quoted attribute values. */
function endOfTag(html: string, from: number): number {
  let quote = '';
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts of one HTML document: `<script>`
 * elements without `src` whose type the browser executes. The hash covers the element's raw bytes
 * between the tags, exactly what the browser hashes, so the file is scanned as bytes (latin1
 * keeps one character per byte, hence offsets valid in the buffer).
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const text = html.toString('latin1');
  const hashes: string[] = [];
  SCRIPT_OPEN.lastIndex = 0;
  let open: RegExpExecArray | null;
  while ((open = SCRIPT_OPEN.exec(text))) {
    const tagEnd = endOfTag(text, open.index + open[0].length);
    if (tagEnd === -1) break;
    SCRIPT_CLOSE.lastIndex = tagEnd + 1;
    const close = SCRIPT_CLOSE.exec(text);
    const contentEnd = close ? close.index : text.length;
    SCRIPT_OPEN.lastIndex = contentEnd;
    const attributes = parseAttributes(text.slice(open.index + open[0].length, tagEnd));
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (attributes.has('src') || !EXECUTED_TYPES.has(type)) continue;
    const digest = crypto
      .createHash('sha256')
      .update(html.subarray(tagEnd + 1, contentEnd))
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** What a scan of the export found. */
export interface InlineScriptScan {
  /** Distinct hash sources, sorted so the policy is stable between starts. */
  hashes: string[];
  files: number;
  scripts: number;
  milliseconds: number;
}

/**
 * Hashes the inline scripts of the given HTML files of the export (paths relative to it), for
 * the Content-Security-Policy the server sends (scripts/build/steps/cspHashes.ts).
 */
export function scanInlineScripts(
  exportDir: string,
  htmlFiles: readonly string[],
): InlineScriptScan {
  const started = performance.now();
  const distinct = new Set<string>();
  let scripts = 0;
  for (const file of htmlFiles) {
    const hashes = inlineScriptHashes(fs.readFileSync(path.join(exportDir, file)));
    scripts += hashes.length;
    for (const hash of hashes) distinct.add(hash);
  }
  return {
    hashes: [...distinct].sort(),
    files: htmlFiles.length,
    scripts,
    milliseconds: performance.now() - started,
  };
}
