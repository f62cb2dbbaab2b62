/**
 * The canonical route of the page being shown, from the browser URL (without the locale
 * prefix, slugs mapped back). Its own module so the page head does not pull the country
 * switcher into every page's first-load JavaScript (decision 0013).
 */
import type { Locale } from '../config/locales';
import { canonicalizePath } from '../config/route-slugs';
import { localePrefix } from './locale-path';

export function currentCanonicalPath(asPath: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  const withoutQuery = asPath.split(/[?#]/)[0] ?? '/';
  const bare = prefix && withoutQuery.startsWith(prefix) ? withoutQuery.slice(prefix.length) || '/' : withoutQuery;
  return canonicalizePath(bare, locale) ?? bare;
}
