/**
 * The learner's flashcard sets for the flashcards screen (the cached deck query of
 * lib/api/flashcards.ts) once signed in; `reload` after studying refreshes the due counts.
 */
import { useCallback } from 'react';
import { useDecks as useDeckQuery } from '@/lib/api/flashcards';
import type { FlashcardDeck } from '@/lib/api/know-types';
import { earliestDue } from './format-due';

export type DecksState =
  | { status: 'loading'; decks: null }
  | { status: 'error'; decks: null }
  | { status: 'ready'; decks: FlashcardDeck[] };

export function useDecks(enabled: boolean) {
  const query = useDeckQuery({ enabled });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state: DecksState = query.data
    ? { status: 'ready', decks: query.data }
    : { status: query.isError ? 'error' : 'loading', decks: null };
  return { ...state, reload, retry: reload };
}

/** When the next studied card of these sets is due; null before any review. */
export function nextDueOf(decks: readonly FlashcardDeck[]): string | null {
  return earliestDue(decks.map((d) => d.nextDueOn));
}
