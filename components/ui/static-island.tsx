/**
 * Server HTML that the browser keeps as it is: React adopts the element and never hydrates what
 * is inside (decision 0085).
 *
 * Most of a content page is text, images and links. Links work without React (one listener on
 * the document routes them, lib/links/intercept-links.ts) and a native <details> opens by
 * itself, so hydrating such parts only repeats the server's render in the browser, for a large
 * share of the page's main thread (issue 25 §4).
 *
 * An island that the server rendered renders, while the page hydrates, its element with an empty
 * `dangerouslySetInnerHTML`: React matches the element and, holding no children for it, leaves
 * the server's content alone. It goes on doing so while `keepWhile` is the value it started with
 * and no route change has started. Otherwise (the server did not render it: a client-side
 * navigation, a part shown later; or its content changed) it renders its children like any
 * component, in a fresh element, and a lazily loaded part loads its code then.
 *
 * Only for content that the server renders exactly as the visitor should see it: nothing that
 * depends on the signed-in user, stored consent or the browser, no handlers, no state. A button's
 * action has to be a delegated listener on the document (e.g. the footer's cookie settings).
 */
import Router from 'next/router';
import { useId, useState, type ReactNode } from 'react';

export const STATIC_ISLAND_ATTRIBUTE = 'data-static-island';

/** Never written to the element: React writes inner HTML only when the string changes, and '' never does. */
const KEEP_SERVER_HTML = { __html: '' };

let routeChanged = false;
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', () => {
    routeChanged = true;
  });
}

/** Whether the document holds the server's element of the island `id` (hydration ids match the server's). */
function serverRendered(id: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${STATIC_ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;
}

export function StaticIsland({ keepWhile, children }: { keepWhile?: unknown; children: ReactNode }) {
  const id = useId();
  const [kept] = useState(() => (serverRendered(id) ? { value: keepWhile } : null));
  const attributes = { [STATIC_ISLAND_ATTRIBUTE]: id };
  // Different keys: from kept HTML to children mounts a fresh element rather than appending the
  // children to the server's.
  return kept && !routeChanged && Object.is(kept.value, keepWhile) ? (
    <div key="kept" {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div key="live" {...attributes}>
      {children}
    </div>
  );
}
