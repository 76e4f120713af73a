import fs from 'node:fs';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { listedPageScripts } from '../../loading/build/pageScripts';
import { ICON_FONTS, fontFileName } from '../../theme/fonts/webFonts';

/** One precache entry: hashed build assets need no revision, other files get their content hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Pages whose scripts and styles make up the shell (every docs page loads the same ones). */
export const SHELL_PAGES = [
  'x/introduction/installation/index.html',
  'zh/x/introduction/installation/index.html',
];

/** Small self-hosted files every visit may need. */
const SHELL_FILES = ['favicon.svg', '404.html', 'static/ads-in-house/**/*', 'static/fonts/**/*'];

/**
 * Files of those folders left to the worker's runtime cache: the icon fonts (344 KB), which only
 * pages whose demos draw an `<Icon>` load. Precaching them would make every reader download them
 * when the worker installs.
 */
const ON_DEMAND_FILES = ICON_FONTS.flatMap((font) =>
  font.weights.map((weight) => `static/fonts/**/${fontFileName(font, weight)}`),
);

/**
 * The `/_next/static/…` scripts and stylesheets an HTML page loads (not the legacy-browser
 * polyfills): its elements, and the scripts it starts after its first paint.
 */
export function shellAssetsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attributes = match[2];
    if (/\bnoModule\b/i.test(attributes)) continue;
    const url = /\b(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(attributes)?.[1];
    if (url) urls.add(url);
  }
  for (const url of listedPageScripts(html)) if (url.startsWith('/_next/static/')) urls.add(url);
  return [...urls];
}

/** A glob matching exactly one file of the export, whatever characters its name holds. */
function literalGlob(relative: string): string {
  return relative.replace(/[*?[\]{}()!@+]/g, '\\$&');
}

/**
 * The precache manifest of a build, made by workbox-build from its export: the shell's scripts and
 * styles (the files the shell pages load, hashed by Next.js, so without revision) and the small
 * shell files (with a content hash). Fails when a shell page is missing, rather than shipping an
 * empty worker.
 */
export async function precacheManifest(exportDir: string): Promise<PrecacheEntry[]> {
  const assets = new Set<string>();
  for (const page of SHELL_PAGES) {
    const file = path.join(exportDir, page);
    if (!fs.existsSync(file))
      throw new Error(`service worker: the shell page ${page} is missing from ${exportDir}`);
    for (const url of shellAssetsOf(fs.readFileSync(file, 'utf8')))
      assets.add(decodeURIComponent(url.slice(1)));
  }
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: exportDir,
    globPatterns: [...[...assets].map(literalGlob), ...SHELL_FILES],
    globIgnores: ON_DEMAND_FILES,
    // Next.js names its static files by their content: the URL is the revision.
    dontCacheBustURLsMatching: /^\/?_next\/static\//,
    modifyURLPrefix: { '': '/' },
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return (manifestEntries ?? [])
    .map((entry) =>
      typeof entry === 'string'
        ? { url: entry, revision: null }
        : { url: encodeURI(entry.url), revision: entry.revision ?? null },
    )
    .sort((a, b) => a.url.localeCompare(b.url));
}
