/**
 * Keyboard shortcuts of study mode, listened for on the whole document so they work wherever
 * the focus is on the page: Space/Enter reveal, 1–4 rate, Escape leaves. Keys typed into form
 * fields, with a modifier, or that activate a focused button or link natively are left alone.
 */
import { useEffect, useRef } from 'react';
import type { FlashcardRating } from '@/lib/api/know-types';

export interface StudyKeyHandlers {
  onReveal?: () => void;
  onRate?: (rating: FlashcardRating) => void;
  onExit: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function activatesNatively(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a[href], summary');
}

export function useStudyKeys(handlers: StudyKeyHandlers) {
  // The latest handlers without re-subscribing on every render.
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const { onReveal, onRate, onExit } = ref.current;
      if (e.key === 'Escape') {
        e.preventDefault();
        onExit();
        return;
      }
      if ((e.key === ' ' || e.key === 'Enter') && onReveal && !activatesNatively(e.target)) {
        // Space would otherwise scroll the page.
        e.preventDefault();
        onReveal();
        return;
      }
      if (onRate && /^[1-4]$/.test(e.key)) {
        e.preventDefault();
        onRate(Number(e.key) as FlashcardRating);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
