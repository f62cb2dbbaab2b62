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

function targetOf(path: string) {
  const router = Router.router;
  if (!router) return null;
  return routerTarget(path, isLocale(router.locale) ? router.locale : DEFAULT_LOCALE);
}

const prefetched = new Set<string>();

/** Loads a same-origin page's code and data ahead of a click (once per address). */
export function prefetchPage(path: string): void {
  const target = targetOf(path);
  if (!target || prefetched.has(target.as)) return;
  prefetched.add(target.as);
  void Router.prefetch(target.url, target.as, { locale: false }).catch(() => prefetched.delete(target.as));
}

export async function navigateTo(href: string, { replace = false, scroll = true } = {}): Promise<void> {
  const path = sameOriginPath(href);
  const target = path === null ? null : targetOf(path);
  if (!target) {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const { url, as } = target;
  const go = replace ? Router.replace : Router.push;
  // A failed change (e.g. a chunk that did not load) makes Next fall back to a full load itself.
  await go(url, as, { locale: false, scroll }).catch(() => undefined);
}
