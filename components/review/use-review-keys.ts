/**
 * Single-letter shortcuts of the reviewer queues (listed on each page), listened for on the
 * whole document. Keys typed into form fields or with a modifier are left alone, so writing a
 * rejection reason never publishes anything.
 */
import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `keys` maps a lower-case key (e.g. 'j') to its action; the latest map is used. */
export function useReviewKeys(keys: Record<string, (() => void) | undefined>) {
  const ref = useRef(keys);
  useEffect(() => {
    ref.current = keys;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const action = ref.current[e.key.toLowerCase()];
      if (!action) return;
      e.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
