/**
 * The Next router's two URLs for an address this edition shows (decision 0013): `url` is the
 * canonical route the page files know ("/auth/signin?x=1"), `as` the localised address the
 * visitor sees and the history keeps ("/auth/anmelden?x=1", "/es-AR/..."). Passed with
 * `locale: false`, the router adds no locale prefix of its own: the client router's default
 * locale is the edition's (the page was served without a prefix), and a content-language prefix
 * is already part of `as`.
 */
import { isLocale, type Locale } from '../config/locales';
import { canonicalizePath } from '../config/route-slugs';

export interface RouterTarget {
  url: string;
  as: string;
}

/** Splits "/path?query#hash" into its path and the rest. */
function splitPath(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/** `href` is a same-origin address as built by localeHref; `locale` the page's locale. */
export function routerTarget(href: string, locale: Locale): RouterTarget {
  const [path, rest] = splitPath(href);
  const first = path.split('/')[1] ?? '';
  const pathLocale = isLocale(first) ? first : locale;
  const unprefixed = isLocale(first) ? path.slice(first.length + 1) || '/' : path;
  const canonical = canonicalizePath(unprefixed, pathLocale) ?? unprefixed;
  return { url: `${canonical}${rest}`, as: href };
}
