/**
 * The one way to turn a canonical route into the URL an edition shows: localised slugs
 * (§2.3), and a `/{locale}` prefix for content languages without an edition of their own.
 */
import { getEditionForLocale } from '../config/editions';
import { type Locale } from '../config/locales';
import { localizePath } from '../config/route-slugs';
import { buildHref, type QueryValue } from './build-href';

export function localePrefix(locale: Locale): string {
  return getEditionForLocale(locale)?.locale === locale ? '' : `/${locale}`;
}

export function localeHref(
  locale: Locale,
  path: string,
  query?: Record<string, QueryValue>,
  hash?: string,
): string {
  const localized = localizePath(path, locale);
  const prefixed = `${localePrefix(locale)}${localized === '/' && localePrefix(locale) ? '' : localized}`;
  return buildHref(prefixed || '/', query, hash);
}
