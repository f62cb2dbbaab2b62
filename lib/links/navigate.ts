/**
 * The one way code moves to another page (decision 0013): addresses of this origin go through
 * the Next router (a client-side transition, the localised URL in the address bar, one history
 * entry); other origins (another edition, the app stores) are full loads.
 */
import Router from 'next/router';
import { DEFAULT_LOCALE, isLocale } from '../config/locales';
import { routerTarget } from './router-target';

/** The same-origin path of `href` ("/x?y#z"), or null for another origin. */
export function sameOriginPath(href: string): string | null {
  if (typeof window === 'undefined') return href.startsWith('/') && !href.startsWith('//') ? href : null;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True when `href` would be a client transition (same origin, the router is running). */
export function isClientNavigation(href: string): boolean {
  return !!Router.router && sameOriginPath(href) !== null;
}

export async function navigateTo(href: string, { replace = false, scroll = true } = {}): Promise<void> {
  const path = sameOriginPath(href);
  const router = Router.router;
  if (path === null || !router) {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const locale = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const { url, as } = routerTarget(path, locale);
  const go = replace ? Router.replace : Router.push;
  // A failed change (e.g. a chunk that did not load) makes Next fall back to a full load itself.
  await go(url, as, { locale: false, scroll }).catch(() => undefined);
}
