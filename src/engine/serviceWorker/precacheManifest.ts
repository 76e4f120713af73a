import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ICON_FONTS, fontFileName } from '../theme/fonts/webFonts';

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
const SHELL_FILES = ['favicon.svg', '404.html'];
const SHELL_FOLDERS = ['static/ads-in-house', 'static/fonts'];

/**
 * Files of those folders left to the worker's runtime cache: the icon fonts (344 KB), which only
 * pages whose demos draw an `<Icon>` load. Precaching them would make every reader download them
 * when the worker installs.
 */
const ON_DEMAND_FILES = new Set(
  ICON_FONTS.flatMap((font) => font.weights.map((weight) => fontFileName(font, weight))),
);

/** The `/_next/static/…` scripts and stylesheets an HTML page loads (not the legacy-browser polyfills). */
export function shellAssetsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attributes = match[2];
    if (/\bnoModule\b/i.test(attributes)) continue;
    const url = /\b(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(attributes)?.[1];
    if (url) urls.add(url);
  }
  return [...urls];
}

function revisionOf(file: string): string {
  return crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
}

/**
 * The precache manifest of a build, read from its export: the shell's scripts and styles (URLs
 * as the pages write them, hashed by Next.js, so without revision) and the small shell files (with
 * a content hash). Fails when a shell page is missing, rather than shipping an empty worker.
 */
export function precacheManifest(exportDir: string): PrecacheEntry[] {
  const entries = new Map<string, PrecacheEntry>();
  for (const page of SHELL_PAGES) {
    const file = path.join(exportDir, page);
    if (!fs.existsSync(file))
      throw new Error(`service worker: the shell page ${page} is missing from ${exportDir}`);
    for (const url of shellAssetsOf(fs.readFileSync(file, 'utf8')))
      entries.set(url, { url, revision: null });
  }
  const files = [
    ...SHELL_FILES,
    ...SHELL_FOLDERS.flatMap((folder) =>
      (fs.readdirSync(path.join(exportDir, folder), { recursive: true }) as string[])
        .filter(
          (name) =>
            fs.statSync(path.join(exportDir, folder, name)).isFile() &&
            !ON_DEMAND_FILES.has(path.basename(name)),
        )
        .map((name) => `${folder}/${name.split(path.sep).join('/')}`),
    ),
  ];
  for (const relative of files) {
    entries.set(`/${relative}`, {
      url: `/${relative}`,
      revision: revisionOf(path.join(exportDir, relative)),
    });
  }
  return [...entries.values()].sort((a, b) => a.url.localeCompare(b.url));
}
