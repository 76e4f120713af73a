import path from 'node:path';
import { z } from 'zod';
import { readBuildJson } from '../site/buildJson';
import type { VersionLink } from '../../src/config/versions';
import { documentedVersion } from '../../src/engine/feedback/submit';
import { LANGUAGES, type Language } from '../../src/config/languages';

/**
 * The file `npm run build` writes into the export (scripts/build/steps/feedbackIndex.ts). A dotfile,
 * like the build stamp beside it, so the static server does not serve it.
 */
export const FEEDBACK_INDEX_FILE = '.feedback-index.json';

/**
 * What a vote may name besides its page: the versions the site documents and the heading ids of
 * every page in each language. About 100 KB for the whole site, read once at server start
 * (reading the 128 MB of built HTML for the same ids takes 1–2 s).
 */
export interface FeedbackIndex {
  generatedBy: string;
  versions: string[];
  /** Language → route (`/x/introduction/installation`) → heading ids, in page order. */
  sections: Record<Language, Record<string, string[]>>;
}

/** The parts of a page's data (`.generated/pages/…json`) the index is made from. */
export interface IndexedPage {
  route: string;
  language: Language;
  toc: readonly { id: string }[];
  productIdentifier: { versions: readonly VersionLink[] };
}

/**
 * The index of the built pages. Heading ids are the table of contents of each page: the same
 * ids the compiler gives the h2/h3 elements and their feedback buttons. The version is the one
 * the browser puts in a vote, read the same way from the version menu's data (its current entry).
 */
export function buildFeedbackIndex(
  pages: Iterable<IndexedPage>,
  generatedBy: string,
): FeedbackIndex {
  const versions = new Set<string>();
  const sections = Object.fromEntries(
    LANGUAGES.map((language) => [language, {} as Record<string, string[]>]),
  ) as FeedbackIndex['sections'];
  for (const page of pages) {
    const version = documentedVersion(page.productIdentifier.versions);
    if (version) versions.add(version);
    sections[page.language][page.route] = page.toc.map((item) => item.id);
  }
  if (versions.size === 0)
    throw new Error('feedback index: no page names the version it documents');
  return { generatedBy, versions: [...versions].sort(), sections };
}

const indexSchema = z.object({
  generatedBy: z.string(),
  versions: z.array(z.string().min(1)).min(1),
  sections: z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, z.record(z.string(), z.array(z.string()))]),
    ) as Record<Language, z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>,
  ),
});

/** What the vote schema checks against: versions, and the heading ids of a page in a language. */
export interface FeedbackSite {
  versions: ReadonlySet<string>;
  /** Heading ids of a page in a language; empty for pages without headings or unknown pages. */
  sectionsOf(page: string, language: string): ReadonlySet<string>;
  /** Every page of the index with its heading ids, for the body limit (largestVoteBytes). */
  pages(): Iterable<{ page: string; sections: ReadonlySet<string> }>;
}

const NO_SECTIONS: ReadonlySet<string> = new Set();

export function feedbackSite(index: FeedbackIndex): FeedbackSite {
  const byLanguage = new Map(
    Object.entries(index.sections).map(([language, pages]) => [
      language,
      new Map(Object.entries(pages).map(([route, ids]) => [route, new Set(ids)])),
    ]),
  );
  return {
    versions: new Set(index.versions),
    sectionsOf: (page, language) => byLanguage.get(language)?.get(page) ?? NO_SECTIONS,
    *pages() {
      for (const pages of byLanguage.values())
        for (const [page, sections] of pages) yield { page, sections };
    },
  };
}

/**
 * Reads the index of an export. Null when the export has none (built before the index existed,
 * or a hand-made test export): the server then refuses votes it cannot check. A file that is
 * there but malformed stops the server, naming the file.
 */
export function loadFeedbackSite(exportDir: string): FeedbackSite | null {
  const file = path.join(exportDir, FEEDBACK_INDEX_FILE);
  const index = readBuildJson(file, indexSchema);
  return index && feedbackSite(index);
}
