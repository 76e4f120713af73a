import path from 'node:path';
import { GENERATED_DIR } from '../../config/generated';
import { DEMO_CODE_URL } from '../demos/constants';
import { resolvedNavFileName, resolvedNavTopFileName } from '../nav/resolveNav';
import type { Language } from '../../config/languages';

/** Where the data of one page is written. */
export function pageDataFile(root: string, route: string, language: Language): string {
  return path.join(root, GENERATED_DIR, 'pages', language, `${route.replace(/^\//, '')}.json`);
}

/**
 * Where the Markdown twins of a language's guide pages (and the components of its "Components
 * API" tabs) are written by the content build, for the twin step to copy.
 */
export function markdownTwinsFile(root: string, language: Language): string {
  return path.join(root, GENERATED_DIR, 'twins', `${language}.json`);
}

/** Where the content index (written pages, word counts) is written. */
export function contentIndexFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'content-index.json');
}

/** Where a language's resolved navigation tree (for the browser bundle) is written. */
export function resolvedNavFile(root: string, language: Language): string {
  return path.join(root, GENERATED_DIR, resolvedNavFileName(language));
}

export function resolvedNavTopFile(root: string, language: Language): string {
  return path.join(root, GENERATED_DIR, resolvedNavTopFileName(language));
}

export { DEMO_CODE_URL };

/**
 * The icon fonts' stylesheet and classes, read by the live demos' chunk
 * (src/engine/demos/iconFontStylesheet.ts), which adds the stylesheet once an icon appears.
 */
export function iconFontFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'icon-fonts.json');
}

/** Folder of the generated demo registry modules (see registryModuleSources). */
export function demoRegistryDir(root: string): string {
  return path.join(root, GENERATED_DIR, 'demos');
}

/** The demo index: every demo's metadata and the pages that embed it. */
export function demoIndexFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'demos', 'index.json');
}

/** Where a demo's code file is written (under public/, so `next build` copies it to the export). */
export function demoCodeFile(root: string, id: string): string {
  return path.join(root, 'public', DEMO_CODE_URL, `${id}.json`);
}
