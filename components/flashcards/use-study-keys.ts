/**
 * Keyboard shortcuts of study mode, listened for on the whole document so they work wherever
 * the focus is on the page: Space/Enter reveal, 1–4 rate, Escape leaves. Keys typed into form
 * fields, with a modifier, or that activate a focused button or link natively are left alone.
 */
import { useDocumentKeys } from '@/components/shared/use-document-keys';
import type { FlashcardRating } from '@/lib/api/know-types';

export interface StudyKeyHandlers {
  onReveal?: () => void;
  onRate?: (rating: FlashcardRating) => void;
  onExit: () => void;
}

function activatesNatively(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a[href], summary');
}

export function useStudyKeys(handlers: StudyKeyHandlers) {
  useDocumentKeys((e) => {
    const { onReveal, onRate, onExit } = handlers;
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
  });
}
