/**
 * Number keys pick an option (1 is the first) wherever the focus is on the page, except in a text
 * field or with a modifier held, so typing an answer never picks one.
 */
import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) && (target as HTMLInputElement).type !== 'radio');
}

/** `count`: how many options there are (at most 9); `onPick` null while no option may be picked. */
export function useNumberKeys(count: number, onPick: ((index: number) => void) | null) {
  const ref = useRef(onPick);
  useEffect(() => {
    ref.current = onPick;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target) || !ref.current) return;
      const n = Number(e.key);
      if (!Number.isInteger(n) || n < 1 || n > Math.min(count, 9)) return;
      e.preventDefault();
      ref.current(n - 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);
}
