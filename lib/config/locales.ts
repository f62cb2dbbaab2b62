/**
 * Content languages and locales (spec §3). A locale maps to a country, a content language,
 * an interface language (the translation files used) and a content-management language.
 */
import type { CountryCode } from './countries';
import { LOCALES, isLocale, type InterfaceLanguage, type Locale } from './locale-list';

// The locale list and the interface-language rule live in locale-list.ts, which the i18n config
// in every page's _app chunk imports without this table (decision 0013).
export { DEFAULT_LOCALE, INTERFACE_LANGUAGES, LOCALES, interfaceLanguageOf, isLocale, type InterfaceLanguage, type Locale } from './locale-list';

/** Generic Latin-American Spanish content-language code (§3); not a routable locale. */
export const LATIN_AMERICAN_SPANISH = 'es-419';
export const CONTENT_LANGUAGE_CODES = [...LOCALES, LATIN_AMERICAN_SPANISH] as const;
export type ContentLanguageCode = (typeof CONTENT_LANGUAGE_CODES)[number];

export interface LocaleConfig {
  locale: Locale;
  country: CountryCode;
  contentLanguage: ContentLanguageCode;
  /** Translation files; regional variants fall back to their base language. */
  interfaceLanguage: InterfaceLanguage;
  contentManagementLanguage: ContentLanguageCode;
  /** BCP 47 tag for <html lang> and hreflang. */
  htmlLang: string;
  /** Name of the language in itself, for the switcher. */
  label: string;
  englishName: string;
  dateLocale: string;
}

const L = (
  locale: Locale,
  country: CountryCode,
  interfaceLanguage: InterfaceLanguage,
  contentManagementLanguage: ContentLanguageCode,
  label: string,
  englishName: string,
): LocaleConfig => ({
  locale,
  country,
  contentLanguage: locale,
  interfaceLanguage,
  contentManagementLanguage,
  htmlLang: locale,
  label,
  englishName,
  dateLocale: locale,
});

export const LOCALE_CONFIGS: Readonly<Record<Locale, LocaleConfig>> = {
  en: L('en', 'US', 'en', 'en', 'English (US)', 'English (US)'),
  de: L('de', 'DE', 'de', 'de', 'Deutsch', 'German'),
  fr: L('fr', 'FR', 'fr', 'fr', 'Français', 'French'),
  'en-GB': L('en-GB', 'GB', 'en', 'en-GB', 'English (UK)', 'English (UK)'),
  pl: L('pl', 'PL', 'pl', 'pl', 'Polski', 'Polish'),
  it: L('it', 'IT', 'it', 'it', 'Italiano', 'Italian'),
  es: L('es', 'ES', 'es', 'es', 'Español (España)', 'Spanish (Spain)'),
  tr: L('tr', 'TR', 'tr', 'tr', 'Türkçe', 'Turkish'),
  'es-MX': L('es-MX', 'MX', 'es', 'es-CO', 'Español (México)', 'Spanish (Mexico)'),
  'es-CO': L('es-CO', 'CO', 'es', 'es-CO', 'Español (Colombia)', 'Spanish (Colombia)'),
  'es-PE': L('es-PE', 'PE', 'es', 'es', 'Español (Perú)', 'Spanish (Peru)'),
  'es-CL': L('es-CL', 'CL', 'es', 'es', 'Español (Chile)', 'Spanish (Chile)'),
  'es-AR': L('es-AR', 'AR', 'es', 'es', 'Español (Argentina)', 'Spanish (Argentina)'),
  ro: L('ro', 'RO', 'ro', 'ro', 'Română', 'Romanian'),
  el: L('el', 'GR', 'el', 'el', 'Ελληνικά', 'Greek'),
  'pt-BR': L('pt-BR', 'BR', 'pt-BR', 'pt-BR', 'Português (Brasil)', 'Portuguese (Brazil)'),
  cs: L('cs', 'CZ', 'cs', 'cs', 'Čeština', 'Czech'),
  pt: L('pt', 'PT', 'pt', 'pt', 'Português (Portugal)', 'Portuguese (Portugal)'),
};

/** §5: a missing locale raises 'Locale not available.'; an unknown one raises too. */
export function getLocaleConfig(locale: string | undefined | null): LocaleConfig {
  if (!locale) throw new Error('Locale not available.');
  if (!isLocale(locale)) throw new Error(`Unknown locale: ${locale}`);
  return LOCALE_CONFIGS[locale];
}
