import en from '../../../translations/en.json';
import pagesEn from '../../../translations/pages.en.json';
import pagesZh from '../../../translations/pages.zh.json';
import zh from '../../../translations/zh.json';
import type { Language } from '../routing/languages';

/** A translation file: nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** Page titles by path live in their own files (pages.<lang>.json); their "//" key is a note. */
function withPages(labels: TranslationTree, pages: Record<string, string>): TranslationTree {
  const { '//': _note, ...titles } = pages;
  return { ...labels, pages: titles };
}

const TRANSLATIONS: Record<Language, TranslationTree> = { en: withPages(en, pagesEn), zh: withPages(zh, pagesZh) };

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

/** Reads a dotted key (`appFrame.github`); keys of the `pages` map contain slashes and dots. */
export function lookup(tree: TranslationTree, key: string): string | undefined {
  if (key.startsWith('pages.')) {
    const pages = tree.pages;
    const value = typeof pages === 'object' ? pages[key.slice('pages.'.length)] : undefined;
    return typeof value === 'string' ? value : undefined;
  }
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const warned = new Set<string>();

/** A translate function: `t(key)` in the language, English when missing. */
export type Translate = (key: string) => string;

/**
 * Makes `t()` for a language. A key missing in that language falls back to English and logs
 * one console warning per key and language; a key missing in English too returns the key.
 */
export function createTranslate(language: Language): Translate {
  const tree = loadTranslations(language);
  return (key) => {
    const value = lookup(tree, key);
    if (value !== undefined) return value;
    const id = `${language}:${key}`;
    if (!warned.has(id)) {
      warned.add(id);
      console.warn(`Missing translation for ${id}`);
    }
    return lookup(TRANSLATIONS.en, key) ?? key;
  };
}

/** Looks a key up without falling back or warning (for optional keys such as page titles). */
export function translateOptional(language: Language, key: string): string | undefined {
  return lookup(loadTranslations(language), key);
}
