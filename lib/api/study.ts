/** Learn and Test over a flashcard set (issue 24, decision 0067): the set, graded answers, "I was right". */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcceptAnswerResult, AnswerBody, AnswerResult, StudySet, TestAnswer, TestResult } from '@/lib/contract/study';
import { apiClient } from './client';
import { flashcardKeys } from './query-keys';

const card = (uuid: string) => `/flashcards/${encodeURIComponent(uuid)}`;

/** GET /flashcard-sets/{uuid}: every card of the set with the caller's FSRS state. */
export async function getStudySet(knowUuid: string): Promise<StudySet> {
  return (await apiClient.get<StudySet>(`/flashcard-sets/${encodeURIComponent(knowUuid)}`)).data;
}

/** POST /flashcards/{uuid}/answers: graded on the server and recorded as an FSRS review. */
export async function answerCard(uuid: string, body: AnswerBody): Promise<AnswerResult> {
  return (await apiClient.post<AnswerResult>(`${card(uuid)}/answers`, body)).data;
}

/** POST /flashcards/{uuid}/accepted-answers: "I was right". */
export async function acceptAnswer(uuid: string, answer: string): Promise<AcceptAnswerResult> {
  return (await apiClient.post<AcceptAnswerResult>(`${card(uuid)}/accepted-answers`, { answer })).data;
}

/** POST /flashcard-sets/{uuid}/test-answers: a whole test graded at once. */
export async function gradeTest(knowUuid: string, answers: TestAnswer[]): Promise<TestResult> {
  return (await apiClient.post<TestResult>(`/flashcard-sets/${encodeURIComponent(knowUuid)}/test-answers`, { answers })).data;
}

export function getStudySetQueryOptions(knowUuid: string) {
  return queryOptions({ queryKey: flashcardKeys.set(knowUuid), queryFn: () => getStudySet(knowUuid), staleTime: 0 });
}

/** The set to study, loaded once `enabled` (signed in, the id known). */
export function useStudySet(knowUuid: string | null, { enabled = true } = {}) {
  return useQuery({ ...getStudySetQueryOptions(knowUuid ?? ''), enabled: enabled && !!knowUuid });
}
