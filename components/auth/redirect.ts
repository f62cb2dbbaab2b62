/**
 * Where account pages send the user next. `redirect` query values are followed only when they
 * are same-site relative paths ("/knows/123?x=1"); absolute URLs, protocol-relative ("//host")
 * and backslash tricks ("/\\host") are ignored, so a sign-in link cannot send anyone off-site.
 */
import type { Locale } from '@/lib/config/locales';
import { localeHref } from '@/lib/links/locale-path';

const BASE = 'http://same-site.invalid';

/** The path if `value` is a safe same-site relative path, else null. */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//')) return null;
  // Browsers read "\" as "/" in http(s) URLs ("/\evil.com" is protocol-relative); control
  // characters are stripped before parsing, so neither is ever allowed.
  if (/[\\\u0000-\u001f\u007f]/.test(v)) return null;
  try {
    const url = new URL(v, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** A query parameter of the current page (client only; null during the server render). */
export function readQueryParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(name);
  return value === null || value === '' ? null : value;
}

/** The page to go to after signing in: a safe `redirect`, else the home feed. */
export function afterSignInHref(locale: Locale, redirect: string | null): string {
  return safeRedirect(redirect) ?? localeHref(locale, '/app/feeds');
}

/** The current page as a `redirect` value (path, query and hash as shown). */
export function currentPageForRedirect(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Full page load (docs/decisions/0001: plain anchors and full page loads). */
export function navigate(href: string, { replace = false } = {}): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}
