import en from '../../../translations/en.json';
import pagesEn from '../../../translations/pages.en.json';
import pagesZh from '../../../translations/pages.zh.json';
import zh from '../../../translations/zh.json';
import type { Language } from '../../config/languages';
import { createTranslator, lookup, type Translate, type TranslationTree } from './labels';

/*
 * The translation files of every language, page titles included: for build scripts and tests.
 * Browser code imports ./labels and gets one language's labels from its page's shell bundle.
 */

export { lookup, type Translate, type TranslationTree };

/** Page titles by path live in their own files (pages.<lang>.json); their "//" key is a note. */
function withPages(labels: TranslationTree, pages: Record<string, string>): TranslationTree {
  const { '//': _note, ...titles } = pages;
  return { ...labels, pages: titles };
}

const TRANSLATIONS: Record<Language, TranslationTree> = {
  en: withPages(en, pagesEn),
  zh: withPages(zh, pagesZh),
};

/** Loads the translations of a language; an unknown language is a module-not-found error. */
export function loadTranslations(language: string): TranslationTree {
  const tree = (TRANSLATIONS as Record<string, TranslationTree | undefined>)[language];
  if (!tree) {
    const error = new Error(`Cannot find module './translations/${language}.json'`);
    (error as Error & { code: string }).code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return tree;
}

/**
 * Makes `t()` for a language from the translation files (build scripts and tests; the browser
 * gets its labels from the page's shell bundle instead).
 */
export function createTranslate(language: Language): Translate {
  return createTranslator(language, loadTranslations(language), TRANSLATIONS.en);
}

/** Looks a key up without falling back or warning (for optional keys such as page titles). */
export function translateOptional(language: Language, key: string): string | undefined {
  return lookup(loadTranslations(language), key);
}
