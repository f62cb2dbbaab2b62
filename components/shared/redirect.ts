/**
 * Where account pages send the user next. A `redirect` query value is followed only when, after
 * normalising it the way a browser would (parsed against this origin, percent-decoding, dot
 * segments resolved), it is still a path of this site and of this edition. Anything else
 * ("/.//evil.example", "/%2e//evil.example", backslashes, tabs, "//host", "https:...", another
 * edition's locale prefix) is dropped and the caller goes to the default landing.
 */
import { LOCALES, type Locale } from '@/lib/config/locales';
import { localePrefix, localeHref } from '@/lib/links/locale-path';
import { navigateTo } from '@/lib/links/navigate';

const BASE = 'http://same-site.invalid';
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const LOCALE_SEGMENTS = new Set(LOCALES.map((l) => l.toLowerCase()));

/** Percent-decodes until stable (a few rounds), or null for malformed encoding. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The normalised path of a same-origin relative URL, or null if the browser would leave. */
function sameOriginPath(value: string): URL | null {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // "/.//host" and "/..//host" resolve to a "//host" path, which is protocol-relative again.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return url;
}

/**
 * The path if `value` is a safe path of this edition, else null. `locale` is the page's locale:
 * a locale prefix is allowed only when it is this locale's own (content languages without an
 * edition, e.g. /es-AR/...); an edition language is never prefixed on its own host.
 */
export function safeRedirect(value: unknown, locale?: Locale): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  const url = sameOriginPath(raw);
  if (!url) return null;
  // The same checks on the decoded form: "%2e", "%2f" and "%5c" must not smuggle anything.
  const decoded = fullyDecoded(raw);
  if (decoded === null || !sameOriginPath(decoded)) return null;
  const decodedPath = new URL(decoded, BASE).pathname;
  const segments = [url.pathname, decodedPath].map((p) => (p.split('/')[1] ?? '').toLowerCase());
  const ownPrefix = locale ? localePrefix(locale).slice(1).toLowerCase() : '';
  if (segments.some((s) => LOCALE_SEGMENTS.has(s) && s !== ownPrefix)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A query parameter of the current page (client only; null during the server render). */
export function readQueryParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(name);
  return value === null || value === '' ? null : value;
}

/** The page to go to after signing in: a safe `redirect` of this edition, else the home feed. */
export function afterSignInHref(locale: Locale, redirect: string | null): string {
  return safeRedirect(redirect, locale) ?? localeHref(locale, '/app/feeds');
}

/** The current page as a `redirect` value (path, query and hash as shown). */
export function currentPageForRedirect(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Goes to an address of this edition through the Next router (decision 0013). */
export function navigate(href: string, { replace = false } = {}): void {
  void navigateTo(href, { replace });
}
