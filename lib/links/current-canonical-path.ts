/**
 * The canonical route of the page being shown, from the browser URL (without the locale
 * prefix, slugs mapped back), for any locale (the country switcher). Its own module so the
 * page head does not pull the country switcher into every page's first-load JavaScript
 * (decision 0013); the page head itself uses editionCanonicalPath with its edition record.
 */
import type { Locale } from '../config/locales';
import { slugTable } from '../config/route-slugs';
import { editionCanonicalPath } from './edition-href';
import { localePrefix } from './locale-path';

export function currentCanonicalPath(asPath: string, locale: Locale): string {
  return editionCanonicalPath({ prefix: localePrefix(locale), slugs: slugTable(locale) }, asPath);
}
