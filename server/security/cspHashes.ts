import path from 'node:path';
import { z } from 'zod';
import { readBuildJson } from '../site/buildJson';

/**
 * The file `npm run build` writes into the export (scripts/build/steps/cspHashes.ts): the CSP hash sources of
 * every inline script of the built pages. A dotfile, like the feedback index beside it, so the
 * static server does not serve it.
 */
export const CSP_HASHES_FILE = '.csp.json';

/** What the build found in the export's HTML files. */
export interface CspHashes {
  generatedBy: string;
  /** Distinct `'sha256-…'` sources, sorted so the policy is the same from one build to the next. */
  scriptHashes: string[];
  /** HTML files hashed and inline scripts found in them (distinct or not), for the startup log. */
  htmlFiles: number;
  inlineScripts: number;
}

/** A SHA-256 hash source: anything else would be copied into every response's header. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

const schema = z.object({
  generatedBy: z.string(),
  scriptHashes: z.array(z.string().regex(HASH_SOURCE, 'not a sha256 hash source')),
  htmlFiles: z.number().int().nonnegative(),
  inlineScripts: z.number().int().nonnegative(),
});

/**
 * Reads the export's inline script hashes. A missing or malformed file is thrown, naming the
 * file: a server without them would send a policy that blocks every inline script of its pages.
 */
export function loadCspHashes(exportDir: string): CspHashes {
  const file = path.join(exportDir, CSP_HASHES_FILE);
  const hashes = readBuildJson(file, schema);
  if (!hashes) throw new Error(`${file} is missing: build the site with \`npm run build\``);
  return hashes;
}
