import { describe, expect, it } from 'vitest';
import { createDocsTheme } from './docsTheme';
import { THEME_LOCALES } from './locales';

describe('component locales', () => {
  it('map en, zh and pt to Material UI locales', () => {
    expect(Object.keys(THEME_LOCALES)).toEqual(['en', 'zh', 'pt']);
    const labels = (lang: 'en' | 'zh' | 'pt') =>
      (
        createDocsTheme({ locale: THEME_LOCALES[lang] }).components?.MuiTablePagination
          ?.defaultProps as { labelRowsPerPage?: string }
      )?.labelRowsPerPage;
    expect(labels('en')).toBeUndefined(); // English is Material UI's built-in default
    expect(labels('zh')).toBe('每页行数:');
    expect(labels('pt')).toBe('Linhas por página:');
  });
});
