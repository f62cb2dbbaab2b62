/**
 * Keyboard shortcuts listened for on the whole document (study mode, the reviewer queues), so they
 * work wherever the focus is on the page. Keys typed into form fields or pressed with a modifier
 * (Alt, Ctrl, Meta) never reach `onKey`, nor keys a handler already took; `onKey` is the latest
 * one given, without re-subscribing on every render.
 */
import { useEffect, useEffectEvent } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useDocumentKeys(onKey: (e: KeyboardEvent) => void) {
  // The handler of the render the page shows from the moment it is committed. A ref updated in a
  // passive effect lagged behind: a key pressed right after the answer showed reached the handler
  // of the card's front (the flashcard test saw it on a loaded machine).
  const handleKey = useEffectEvent(onKey);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      handleKey(e);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
