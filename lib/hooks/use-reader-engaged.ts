/**
 * Whether the reader has turned to the page: the first scroll, wheel, touch, press, key, or mouse
 * movement anywhere on it (also before the page's code ran), `?page=N` in the address (an AI
 * citation asks for the document), or arriving by a client-side transition (they clicked their
 * way here: already reading). Once engaged, a document stays so.
 *
 * The know page loads pdf.js and counts the view only then (decision 0044): a visitor who only
 * glances at a page never pays for that code.
 */
import { useSyncExternalStore } from 'react';
import { PAGE_USED_ATTRIBUTE } from '@/lib/document/boot-script-shared';

const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown'] as const;

let engaged = false;
const subscribers = new Set<() => void>();

/** This page is not the one the document was loaded for: the router brought the reader here. */
function arrivedByTransition(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry !== undefined && entry.name !== window.location.href;
}

/** The reader used the page before its code ran (decision 0089: that use is what loaded it). */
function usedBeforeCode(): boolean {
  return document.documentElement.hasAttribute(PAGE_USED_ATTRIBUTE);
}

function onEvent(e: Event) {
  // A pen or finger resting on the screen reports pointermove without the reader acting.
  if (e.type === 'pointermove' && (e as PointerEvent).pointerType !== 'mouse') return;
  engage();
}

function listen(on: boolean) {
  // Capture: a scroll inside any box (the page's own or a list's) counts too.
  for (const type of EVENTS) {
    if (on) window.addEventListener(type, onEvent, { capture: true, passive: true });
    else window.removeEventListener(type, onEvent, { capture: true });
  }
}

/** The reader asked for the document (e.g. the preview's button). */
export function engage() {
  if (engaged) return;
  engaged = true;
  listen(false);
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  if (subscribers.size === 1 && !engaged) listen(true);
  return () => {
    subscribers.delete(notify);
    if (subscribers.size === 0) listen(false);
  };
}

function snapshot(): boolean {
  // Settles once, on the first read in the browser; never goes back.
  if (!engaged && (new URLSearchParams(window.location.search).has('page') || arrivedByTransition() || usedBeforeCode())) engaged = true;
  return engaged;
}

/** False in the server render and hydration; true from the reader's first sign on. */
export function useReaderEngaged(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
