/** Languages the site is built in. English is the default and carries no URL prefix. */
export const LANGUAGES = ['en', 'zh'] as const;

/** A language the site is built in. */
export type Language = (typeof LANGUAGES)[number];

/** The language of unprefixed paths. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Type guard for a supported language code. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
