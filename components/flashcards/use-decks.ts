/** Loads the learner's flashcard sets once signed in; `reload` after studying refreshes the counts. */
import { useCallback, useEffect, useState } from 'react';
import { listDecks } from '@/lib/api/flashcards';
import type { FlashcardDeck } from '@/lib/api/know-types';
import { earliestDue } from './format-due';

export type DecksState =
  | { status: 'loading'; decks: null }
  | { status: 'error'; decks: null }
  | { status: 'ready'; decks: FlashcardDeck[] };

export function useDecks(enabled: boolean) {
  const [state, setState] = useState<DecksState>({ status: 'loading', decks: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    listDecks().then(
      (decks) => alive && setState({ status: 'ready', decks }),
      () => alive && setState({ status: 'error', decks: null }),
    );
    return () => {
      alive = false;
    };
  }, [enabled, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading', decks: null });
    setVersion((v) => v + 1);
  }, []);
  return { ...state, reload, retry };
}

/** When the next studied card of these sets is due; null before any review. */
export function nextDueOf(decks: readonly FlashcardDeck[]): string | null {
  return earliestDue(decks.map((d) => d.nextDueOn));
}
