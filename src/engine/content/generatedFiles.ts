import path from 'node:path';
import type { Language } from '../routing/languages';

/** Folder of build-time data written by scripts/build-content.ts (not committed). */
export const GENERATED_DIR = '.generated';

/** Where the data of one page is written. */
export function pageDataFile(root: string, route: string, language: Language): string {
  return path.join(root, GENERATED_DIR, 'pages', language, `${route.replace(/^\//, '')}.json`);
}

/** Where the content index (written pages, word counts) is written. */
export function contentIndexFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'content-index.json');
}

/** Where the list of written pages for the browser bundle is written. */
export function writtenPagesFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'written-pages.json');
}
