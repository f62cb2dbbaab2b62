/** Match rounds with best times (Match) and study progress (the study page): issue 24 §4–5, decision 0069. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchResult, MatchRound } from '@/lib/contract/match';
import type { StudyProgressData } from '@/lib/contract/study-progress';
import { apiClient } from './client';
import { studyKeys } from './query-keys';

const setPath = (knowUuid: string) => `/flashcard-sets/${encodeURIComponent(knowUuid)}`;

/** GET /flashcard-sets/{uuid}/match: a fresh random round of the set and the caller's best time. */
export async function getMatchRound(knowUuid: string): Promise<MatchRound> {
  return (await apiClient.get<MatchRound>(`${setPath(knowUuid)}/match`)).data;
}

/** POST /flashcard-sets/{uuid}/match-results: a finished round's time (penalties included). */
export async function submitMatchTime(knowUuid: string, timeMs: number): Promise<MatchResult> {
  return (await apiClient.post<MatchResult>(`${setPath(knowUuid)}/match-results`, { timeMs })).data;
}

/** GET /flashcards/progress: streak, cards per day, retention per week, per-set counts. */
export async function getStudyProgress(): Promise<StudyProgressData> {
  return (await apiClient.get<StudyProgressData>('/flashcards/progress')).data;
}

// --- Queries (decision 0012)

/** Round `round` of a set: each new number draws new pairs; a round never refetches mid-game. */
export function useMatchRound(knowUuid: string | null, round: number) {
  return useQuery({
    queryKey: studyKeys.matchRound(knowUuid ?? '', round),
    queryFn: () => getMatchRound(knowUuid!),
    enabled: !!knowUuid,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function getStudyProgressQueryOptions() {
  return queryOptions({ queryKey: studyKeys.progress, queryFn: getStudyProgress });
}

export function useStudyProgress({ enabled = true } = {}) {
  return useQuery({ ...getStudyProgressQueryOptions(), enabled });
}
