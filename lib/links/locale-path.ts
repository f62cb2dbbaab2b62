/**
 * The one way to turn a canonical route into the URL an edition shows: localised slugs
 * (§2.3), and a `/{locale}` prefix for content languages without an edition of their own.
 * For any locale, from the full tables; a page's own edition uses editionHref with its record.
 */
import { getEditionForLocale } from '../config/editions';
import { type Locale } from '../config/locales';
import { slugTable } from '../config/route-slugs';
import type { QueryValue } from './build-href';
import { editionHref } from './edition-href';

export function localePrefix(locale: Locale): string {
  return getEditionForLocale(locale)?.locale === locale ? '' : `/${locale}`;
}

export function localeHref(
  locale: Locale,
  path: string,
  query?: Record<string, QueryValue>,
  hash?: string,
): string {
  return editionHref({ prefix: localePrefix(locale), slugs: slugTable(locale) }, path, query, hash);
}
