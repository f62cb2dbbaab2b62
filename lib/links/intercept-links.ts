/**
 * Plain anchors (`<a href>` built with localeHref, styled link buttons) follow the same client
 * transition as AppLink (decision 0013): one listener on the document routes a plain left click
 * on a same-origin page link through navigateTo. Left alone: links already handled (next/link
 * prevents the default), modified clicks, other targets, downloads, other origins, language
 * switches (`hreflang`: a full load into the other locale), API and asset paths, and jumps
 * within the current page.
 */
import { navigateTo, sameOriginPath } from './navigate';

const NOT_A_PAGE = /^\/(api|_next)\/|\.[a-z0-9]{2,5}$/i;

function pageLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
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

/** Installs the listener; returns its removal. */
export function interceptPageLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const path = pageLink(event);
    if (path === null) return;
    event.preventDefault();
    void navigateTo(path);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
