/**
 * Server HTML the browser keeps as it is: a part of a page with nothing to run (text, images,
 * real links, native <details>) that React does not hydrate (issue 25 §4, decision 0081).
 *
 * Hydrating such a part only re-creates, in JavaScript, what the server already wrote: React
 * renders every component in it, styled-components computes every class name again, and
 * i18next looks up every string, to attach no handler. Here, when the browser hydrates the
 * page, the island takes its own server HTML as `dangerouslySetInnerHTML`: the same string, so
 * React finds nothing to change and never descends into it. Links inside still follow the
 * router (the one document listener of lib/links/intercept-links.ts). Where there is no server
 * HTML (a client-side visit to the page) the island renders its children as usual.
 *
 * Only for content with no handlers or state: an onClick, a hook's effect or a form inside an
 * island does nothing after a full page load. Content that may change in the browser names what
 * it is made from as `source`: once that is another value (a signed-in reader's own copy of a
 * know), the island renders its children like any other part. The wrapper is `display: contents`, so the
 * children are laid out as the parent's own (selectors like `parent > child` do not see
 * through it, though).
 */
import { useId, useState, type ReactNode } from 'react';

const ATTRIBUTE = 'data-static-island';
const wrapperStyle = { display: 'contents' } as const;

/** The island's server HTML while the page hydrates over it; null on the server and after. */
function serverHtml(id: string): string | null {
  if (typeof document === 'undefined') return null;
  // useId gives the server's id only while hydrating ("_R_..."); a client render's ids
  // ("_r_...") never match an element of the served HTML.
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`)) {
    if (element.getAttribute(ATTRIBUTE) === id) return element.innerHTML;
  }
  return null;
}

export function StaticIsland({
  children,
  source,
}: {
  children: ReactNode;
  source?: unknown;
}) {
  const id = useId();
  // Read once: later renders keep the same string, so React never touches the island's DOM.
  const [html] = useState(() => serverHtml(id));
  const [servedSource] = useState(source);
  const attributes = { [ATTRIBUTE]: id, style: wrapperStyle };
  return html !== null && source === servedSource ? (
    <div
      key="served"
      {...attributes}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : (
    <div key="live" {...attributes}>
      {children}
    </div>
  );
}

/** Matches an island's wrapper, for a parent's `> child` selectors that must see through it. */
export const STATIC_ISLAND = `[${ATTRIBUTE}]`;
