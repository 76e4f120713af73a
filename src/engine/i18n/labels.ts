import type { Language } from '../../config/languages';

/**
 * The translation functions the browser runs. They work on the label trees they are given, so a
 * page's bundle carries only its own language's labels (plus English, the fallback), never the
 * translation files of every language (see src/engine/shell/).
 */

/** A translation file: nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** A translate function: `t(key)` in the language, English when missing. */
export type Translate = (key: string) => string;

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

/**
 * Makes `t()` over a language's labels. A key missing there falls back to English and logs one
 * console warning per key and language; a key missing in English too returns the key.
 */
export function createTranslator(
  language: Language,
  labels: TranslationTree,
  english: TranslationTree,
): Translate {
  return (key) => {
    const value = lookup(labels, key);
    if (value !== undefined) return value;
    const id = `${language}:${key}`;
    if (!warned.has(id)) {
      warned.add(id);
      console.warn(`Missing translation for ${id}`);
    }
    return lookup(english, key) ?? key;
  };
}
