import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../translations/en.json';
import zh from '../../../translations/zh.json';
import { createTranslate, loadTranslations, type TranslationTree } from './translate';

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('translations', () => {
  it('has every English UI label in Chinese too', () => {
    const zhKeys = new Set(leafKeys(zh));
    expect(leafKeys(en).filter((key) => !key.startsWith('pages.') && !zhKeys.has(key))).toEqual([]);
  });

  it('translates dotted keys', () => {
    expect(createTranslate('en')('appFrame.skipToContent')).toBe('Skip to content');
    expect(createTranslate('zh')('appFrame.skipToContent')).toBe('跳转到内容');
  });

  it('falls back to English for a missing key and warns once per key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tree = loadTranslations('zh') as Record<string, unknown>;
    const saved = tree.backToTop;
    delete tree.backToTop;
    try {
      const t = createTranslate('zh');
      expect(t('backToTop')).toBe('Scroll back to top');
      expect(t('backToTop')).toBe('Scroll back to top');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('Missing translation for zh:backToTop');
    } finally {
      tree.backToTop = saved;
    }
  });

  it('raises a module-not-found error for a language that does not exist', () => {
    expect(() => loadTranslations('fr')).toThrow("Cannot find module './translations/fr.json'");
    try {
      loadTranslations('fr');
    } catch (error) {
      expect((error as { code?: string }).code).toBe('MODULE_NOT_FOUND');
    }
  });
});
