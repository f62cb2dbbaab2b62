/**
 * The state of one study session, as a reducer (no network, no DOM): which card is shown, whether
 * its answer is revealed, a rating in flight, and what was rated so far. The session covers the
 * cards it started with; cards rated "again" come back in a later session once they are due.
 */
import type { FlashcardRating } from '@/lib/api/know-types';

export const RATINGS: readonly FlashcardRating[] = [1, 2, 3, 4];

export interface StudySessionState {
  total: number;
  /** Index of the card shown; equals `total` once every card was rated. */
  index: number;
  revealed: boolean;
  pending: boolean;
  failed: boolean;
  ratings: Record<FlashcardRating, number>;
  /** The next due date of every card rated in this session. */
  dues: string[];
}

export type StudySessionAction =
  | { type: 'reveal' }
  | { type: 'rate' }
  | { type: 'rated'; rating: FlashcardRating; due: string | null }
  | { type: 'failed' };

export function initialStudySession(total: number): StudySessionState {
  return { total, index: 0, revealed: false, pending: false, failed: false, ratings: { 1: 0, 2: 0, 3: 0, 4: 0 }, dues: [] };
}

export function isFinished(state: StudySessionState): boolean {
  return state.index >= state.total;
}

export function studySessionReducer(state: StudySessionState, action: StudySessionAction): StudySessionState {
  switch (action.type) {
    case 'reveal':
      return isFinished(state) || state.revealed ? state : { ...state, revealed: true };
    case 'rate':
      // One rating at a time, and only once the answer was seen.
      return !state.revealed || state.pending || isFinished(state) ? state : { ...state, pending: true, failed: false };
    case 'rated':
      return {
        ...state,
        index: state.index + 1,
        revealed: false,
        pending: false,
        failed: false,
        ratings: { ...state.ratings, [action.rating]: state.ratings[action.rating] + 1 },
        dues: action.due ? [...state.dues, action.due] : state.dues,
      };
    case 'failed':
      return { ...state, pending: false, failed: true };
  }
}
