/** The edition (locale, country) the current page renders for. */
import { useRouter } from 'next/router';
import { COUNTRIES, type CountryConfig } from '../config/countries';
import { DEFAULT_LOCALE, LOCALE_CONFIGS, isLocale, type LocaleConfig } from '../config/locales';

export interface EditionContext {
  locale: LocaleConfig;
  country: CountryConfig;
}

export function editionFor(locale: string | undefined): EditionContext {
  const l = LOCALE_CONFIGS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { locale: l, country: COUNTRIES[l.country] };
}

export function useEdition(): EditionContext {
  return editionFor(useRouter().locale);
}
