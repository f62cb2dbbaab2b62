/** Flashcard study (issue 5): decks, due cards and reviews scheduled by FSRS on the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './client';
import type { FlashcardDeck, FlashcardRating, ReviewResult, StudyCard, StudyParams } from '@/lib/contract/flashcards';
import { flashcardKeys } from './query-keys';

/** GET /flashcards/decks: flashcard knows the caller owns or saved, with due counts. */
export async function listDecks(): Promise<FlashcardDeck[]> {
  return (await apiClient.get<FlashcardDeck[]>('/flashcards/decks')).data;
}

/** GET /flashcards/study: cards due now (new cards included), soonest first. */
export async function getStudyCards(params: StudyParams = {}): Promise<StudyCard[]> {
  return (await apiClient.get<StudyCard[]>('/flashcards/study', { params })).data;
}

/** POST /flashcards/{uuid}/reviews: rate a card; the server schedules its next review. */
export async function reviewCard(uuid: string, rating: FlashcardRating): Promise<ReviewResult> {
  return (await apiClient.post<ReviewResult>(`/flashcards/${encodeURIComponent(uuid)}/reviews`, { rating })).data;
}

// --- Queries (decision 0012)

export function getDecksQueryOptions() {
  return queryOptions({ queryKey: flashcardKeys.decks, queryFn: listDecks });
}

/** The learner's flashcard sets with due counts (loaded once `enabled`, i.e. signed in). */
export function useDecks({ enabled = true } = {}) {
  return useQuery({ ...getDecksQueryOptions(), enabled });
}
