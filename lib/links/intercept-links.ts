/**
 * Page links (AppLink, `<a href>` built with localeHref, styled link buttons) are client
 * transitions (decision 0013): one listener on the document routes a plain left click on a
 * same-origin page link through navigateTo, and a pointer reaching such a link prefetches the
 * page's code and data (as next/link does on hover). Left alone: links already handled (next/link
 * prevents the default), modified clicks, other targets, downloads, other origins, language
 * switches (`hreflang`: a full load into the other locale), API and asset paths, and jumps
 * within the current page. A link in a part React has not hydrated yet is routed too
 * (lib/document/document-listener.ts).
 */
import { listenOnDocument } from '../document/document-listener';

/** The router code loads with the first link the pointer or a click reaches. */
const loadNavigate = () => import('./navigate');

/** "/path?query#hash" of a same-origin absolute URL, or null for another origin. */
function sameOriginPath(href: string): string | null {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

const NOT_A_PAGE = /^\/(api|_next)\/|\.[a-z0-9]{2,5}$/i;

function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The same-origin page path the event's link goes to, or null. */
function pageLink(event: Event): string | null {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang')) return null;
  if ((anchor.target && anchor.target !== '_self') || /\bexternal\b/.test(anchor.rel)) return null;
  const path = sameOriginPath(anchor.href);
  if (path === null) return null;
  const url = new URL(path, window.location.href);
  if (NOT_A_PAGE.test(url.pathname)) return null;
  // Same page, only a hash: the browser scrolls.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return path;
}

/** Installs the listeners; returns their removal. */
export function interceptPageLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const path = isPlainClick(event) ? pageLink(event) : null;
    if (path === null) return;
    event.preventDefault();
    void loadNavigate().then(
      (m) => m.navigateTo(path),
      () => window.location.assign(path), // the chunk did not load: a full load instead
    );
  };
  const onPointerOver = (event: Event) => {
    const path = pageLink(event);
    if (path !== null) void loadNavigate().then((m) => m.prefetchPage(path), () => undefined);
  };
  const removals = [
    listenOnDocument('click', onClick),
    listenOnDocument('pointerover', onPointerOver, { passive: true }),
    listenOnDocument('focusin', onPointerOver),
  ];
  return () => removals.forEach((remove) => remove());
}
