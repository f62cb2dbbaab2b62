/**
 * next-i18next configuration, derived from lib/config. Passed explicitly to
 * appWithTranslation and serverSideTranslations so there is one source of truth (see
 * docs/decisions/0002-i18n-config-in-typescript.md).
 */
import { DEFAULT_LOCALE, LOCALES, interfaceLanguageOf, type Locale } from '../config/locale-list';

/** Regional variants fall back to the interface language whose files they use. */
const fallbackLng = Object.fromEntries(
  LOCALES.filter((l) => interfaceLanguageOf(l) !== l).map((l) => [l, [interfaceLanguageOf(l)]]),
) as Record<Locale, string[]>;

export const i18nConfig = {
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
  },
  defaultNS: 'common',
  fallbackLng: { ...fallbackLng, default: [] as string[] },
  localePath: 'locales',
  reloadOnPrerender: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};
