/**
 * A listener for events anywhere on the page, including server HTML that React does not own (page
 * links, a static island's buttons): on the document, so it runs after the page's own handlers and
 * can see what they took.
 *
 * React stops some events inside a part of the page it has not hydrated yet (its code still on
 * the way, e.g. the lazily loaded footer just after the page is ready): at its root, in the
 * capture phase, without preventing their default. The document never hears those, so a link
 * would be a full load and a button would do nothing. A capture listener on React's root, added
 * after React's own (this runs after hydration), sees such an event stopped and takes it.
 */

/** The element React renders into (Next's pages router). */
const REACT_ROOT_ID = '__next';

type DocumentEventType = 'click' | 'pointerover' | 'focusin';

/** Adds `listener` for `type` on the document and for what React stops at its root; returns its removal. */
export function listenOnDocument<K extends DocumentEventType>(
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
  { passive = false }: { passive?: boolean } = {},
): () => void {
  // `cancelBubble`: the event's propagation stops after React's root.
  const onStopped = (event: Event) => {
    if (event.cancelBubble) listener(event as DocumentEventMap[K]);
  };
  const root = document.getElementById(REACT_ROOT_ID);
  document.addEventListener(type, listener, { passive });
  root?.addEventListener(type, onStopped, { capture: true, passive });
  return () => {
    document.removeEventListener(type, listener);
    root?.removeEventListener(type, onStopped, { capture: true });
  };
}
