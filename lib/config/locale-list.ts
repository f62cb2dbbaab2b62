/**
 * The locales (spec §3) and the translation files each uses, without the per-locale table of
 * lib/config/locales.ts: what the i18n config in every page's _app chunk needs (decision 0013).
 */

/** Every content language of §3; these are also the Next.js locales. */
export const LOCALES = [
  'en', 'de', 'fr', 'en-GB', 'pl', 'it', 'es', 'tr', 'es-MX', 'es-CO',
  'es-PE', 'es-CL', 'es-AR', 'ro', 'el', 'pt-BR', 'cs', 'pt',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Interface languages with a complete set of translation files under locales/. */
export const INTERFACE_LANGUAGES = [
  'en', 'de', 'fr', 'pl', 'it', 'es', 'tr', 'ro', 'el', 'pt-BR', 'pt', 'cs',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The translation files a locale uses: its own where it is an interface language, else its
 * base language's (en-GB -> en, es-MX -> es). Equal to LOCALE_CONFIGS[l].interfaceLanguage
 * (tests/unit/edition-record.test.ts), without the table.
 */
export function interfaceLanguageOf(locale: Locale): InterfaceLanguage {
  const own = INTERFACE_LANGUAGES.find((l) => l === locale);
  return own ?? (locale.split('-')[0] as InterfaceLanguage);
}
