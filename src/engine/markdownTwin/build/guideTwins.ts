import type { Root } from 'mdast';
import type { DemoCode } from '../../demos/types';
import { createTranslate } from '../../i18n/translate';
import type { Language } from '../../../config/languages';
import type { DocsPageData } from '../../page/pageTypes';
import { guideMarkdownTwin } from './guideTwin';
import { twinLabels, type TwinLabels } from './labels';

/** A guide page as the content build compiled it: its data, its MDX file and its mdast tree. */
export interface CompiledGuidePage {
  page: DocsPageData;
  /** The MDX file the page was compiled from (the English one when untranslated). */
  file: string;
  tree: Root;
}

/** Twins of guide pages by language, then by route. */
export type GuideTwins = Partial<Record<Language, Record<string, string>>>;

/** The site origin a page was built with, from its canonical URL. */
export function pageOrigin(page: Pick<DocsPageData, 'canonicalUrl' | 'url'>): string {
  return page.canonicalUrl.slice(0, -page.url.length);
}

/**
 * Writes the Markdown twin of every guide page from the tree its HTML was rendered from, at
 * compile time: the twin step then copies them and parses no MDX.
 */
export function guideTwins(
  pages: readonly CompiledGuidePage[],
  demoCode: (id: string) => DemoCode | undefined,
): GuideTwins {
  const labels = new Map<Language, TwinLabels>();
  const labelsOf = (language: Language) =>
    labels.get(language) ??
    labels.set(language, twinLabels(createTranslate(language))).get(language)!;
  const twins: GuideTwins = {};
  for (const { page, file, tree } of pages) {
    const { language } = page;
    const markdown = guideMarkdownTwin(
      tree,
      {
        file,
        language,
        origin: pageOrigin(page),
        pageUrl: page.url,
        labels: labelsOf(language).guide,
        demoCode,
      },
      {
        title: page.title,
        description: page.description,
        notice: page.untranslated ? labelsOf(language).untranslatedNotice : null,
      },
    );
    (twins[language] ??= {})[page.route] = markdown;
  }
  return twins;
}
