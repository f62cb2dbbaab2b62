/** Flashcard study (issue 5): decks, due cards and reviews scheduled by FSRS on the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './client';
import {
  FLASHCARD_DRAFT_PATH, type FlashcardDeck, type FlashcardDraft, type FlashcardDraftBody, type FlashcardRating, type ReviewResult,
  type StudyCard, type StudyParams,
} from '@/lib/contract/flashcards';
import { flashcardKeys } from './query-keys';
import { postForResult, type ResultStreamOptions } from './result-stream';

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

/** POST /ai/flashcards: a draft set from readable knows, each card citing its page (costs minutes), streamed with its progress. */
export async function makeFlashcardDraft(body: FlashcardDraftBody, o: ResultStreamOptions = {}): Promise<FlashcardDraft> {
  return postForResult<FlashcardDraft>(FLASHCARD_DRAFT_PATH, body, o);
}

// --- Queries (decision 0012)

export function getDecksQueryOptions() {
  return queryOptions({ queryKey: flashcardKeys.decks, queryFn: listDecks });
}

/** The learner's flashcard sets with due counts (loaded once `enabled`, i.e. signed in). */
export function useDecks({ enabled = true } = {}) {
  return useQuery({ ...getDecksQueryOptions(), enabled });
}
