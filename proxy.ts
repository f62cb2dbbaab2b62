/**
 * Host -> edition (spec §1; docs/decisions/0001-editions-by-host.md). Config lookups,
 * redirects and rewrites only: no database.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { defaultEdition, editionOrigin, getEditionForLocale, resolveHost } from './lib/config/editions';
import { DEFAULT_LOCALE, isLocale, type Locale } from './lib/config/locales';
import { canonicalizePath, localizePath } from './lib/config/route-slugs';

function defaultEditionLocale(): Locale {
  return defaultEdition().locale;
}

/** robots.txt and sitemap.xml are per edition host, answered by API routes. */
const SEO_FILES: Record<string, string> = { '/robots.txt': '/api/seo/robots', '/sitemap.xml': '/api/seo/sitemap' };

const PASS_THROUGH = /^\/(api|_next)(\/|$)/;

export function proxy(request: NextRequest) {
  const seo = SEO_FILES[request.nextUrl.pathname];
  if (seo) return NextResponse.rewrite(new URL(seo, request.url));
  if (PASS_THROUGH.test(request.nextUrl.pathname)) return NextResponse.next();

  // Client-side data requests (/_next/data/<build>/<locale>/<path>.json) arrive normalised:
  // the page path and the locale the page was rendered in. Map localised slugs, nothing else.
  if (request.headers.has('x-nextjs-data')) {
    const url = request.nextUrl.clone();
    const dataLocale = isLocale(url.locale) ? url.locale : DEFAULT_LOCALE;
    url.pathname = canonicalizePath(url.pathname, dataLocale) ?? url.pathname;
    return NextResponse.rewrite(url);
  }
  const host = request.headers.get('host');
  const resolution = resolveHost(host);
  const search = request.nextUrl.search;

  // The raw path, with any locale prefix still in it.
  const rawPath = new URL(request.url).pathname;
  const firstSegment = rawPath.split('/')[1] ?? '';
  const prefixed = isLocale(firstSegment) ? firstSegment : null;
  const pathWithoutPrefix = prefixed ? rawPath.slice(prefixed.length + 1) || '/' : rawPath;

  if (resolution.kind === 'redirect') {
    return NextResponse.redirect(`${editionOrigin(resolution.to)}${rawPath}${search}`, 308);
  }

  const hostLocale = resolution.kind === 'edition' ? resolution.edition.locale : defaultEditionLocale();

  let locale: Locale = hostLocale;
  if (prefixed && prefixed !== hostLocale) {
    // An edition's language lives on the edition's own host, without a prefix.
    const edition = getEditionForLocale(prefixed);
    if (edition && edition.locale === prefixed) {
      const target = localizePath(canonicalizePath(pathWithoutPrefix, prefixed) ?? pathWithoutPrefix, prefixed);
      return NextResponse.redirect(`${editionOrigin(edition)}${target}${search}`, 308);
    }
    locale = prefixed;
  } else if (prefixed === hostLocale && hostLocale !== DEFAULT_LOCALE) {
    return NextResponse.redirect(new URL(`${pathWithoutPrefix}${search}`, request.url), 308);
  }

  const canonical = canonicalizePath(pathWithoutPrefix, locale);
  const routePath = canonical ?? pathWithoutPrefix;
  const shown = localizePath(routePath, locale);
  if (shown !== pathWithoutPrefix) {
    const prefix = locale === hostLocale ? '' : `/${locale}`;
    return NextResponse.redirect(new URL(`${prefix}${shown}${search}`, request.url), 308);
  }

  // An explicit locale prefix (rather than url.locale) keeps the locale for 404 renders too.
  return NextResponse.rewrite(new URL(`/${locale}${routePath === '/' ? '' : routePath}${search}`, request.url));
}

// Next tests matchers against the locale-prefixed path (e.g. /en/api/v1/...), hence the optional
// first segment in the exclusions; the proxy also lets API and asset paths through itself.
export const config = {
  matcher: [
    { source: '/', locale: false },
    '/robots.txt',
    '/sitemap.xml',
    {
      source:
        '/((?!(?:[^/]+/)?(?:api/|_next/static/|_next/image|favicon|apple-touch-icon|og-image|icons/|badges/|flags/|fonts/)|.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|js|mjs|css|map|woff2?|ttf|webmanifest)$).*)',
      locale: false,
    },
  ],
};
