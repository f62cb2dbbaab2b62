/**
 * Keyboard shortcuts listened for on the whole document (study mode, the reviewer queues), so they
 * work wherever the focus is on the page. Keys typed into form fields or pressed with a modifier
 * (Alt, Ctrl, Meta) never reach `onKey`, nor keys a handler already took; `onKey` is the latest
 * one given, without re-subscribing on every render.
 */
import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useDocumentKeys(onKey: (e: KeyboardEvent) => void) {
  const ref = useRef(onKey);
  useEffect(() => {
    ref.current = onKey;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      ref.current(e);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
