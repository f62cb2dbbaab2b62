/**
 * Followed topics and topic quizzes (decision 0039): follow/unfollow from a topic page, the quiz
 * of a followed topic, and its grading (the server feeds each answer into the card's FSRS schedule).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from '@/lib/config/countries';
import type { FollowedTopic, QuizResult, TopicQuiz } from '@/lib/contract/topic-quiz';
import { apiClient } from './client';
import { topicKeys } from './query-keys';

export type { FollowedTopic, QuizQuestion, QuizResult, TopicQuiz } from '@/lib/contract/topic-quiz';

const path = (topicUuid: string) => `/users/me/topics/${encodeURIComponent(topicUuid)}`;

export async function listFollowedTopics(signal?: AbortSignal): Promise<FollowedTopic[]> {
  return (await apiClient.get<FollowedTopic[]>('/users/me/topics', { signal })).data;
}

export async function followTopic(topicUuid: string, countryCode: CountryCode): Promise<FollowedTopic> {
  return (await apiClient.put<FollowedTopic>(path(topicUuid), { countryCode })).data;
}

export async function unfollowTopic(topicUuid: string): Promise<void> {
  await apiClient.delete(path(topicUuid));
}

/** 404 NotFoundError (data.reason NOT_FOLLOWED) when the caller does not follow the topic. */
export async function getTopicQuiz(topicUuid: string, signal?: AbortSignal): Promise<TopicQuiz> {
  return (await apiClient.get<TopicQuiz>(`${path(topicUuid)}/quiz`, { signal })).data;
}

export async function submitQuizAnswers(topicUuid: string, answers: { flashcardUuid: string; answer: string }[]): Promise<QuizResult> {
  return (await apiClient.post<QuizResult>(`${path(topicUuid)}/quiz/answers`, { answers })).data;
}

export function getFollowedTopicsQueryOptions() {
  return queryOptions({ queryKey: topicKeys.follows, queryFn: ({ signal }) => listFollowedTopics(signal) });
}

export function useFollowedTopics(enabled: boolean) {
  return useQuery({ ...getFollowedTopicsQueryOptions(), enabled });
}

export function useFollowTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ topicUuid, countryCode, follow }: { topicUuid: string; countryCode: CountryCode; follow: boolean }) => {
      if (follow) await followTopic(topicUuid, countryCode);
      else await unfollowTopic(topicUuid);
    },
    // The follows and any quiz shown for the topic (a quiz needs the follow).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}

/** A fresh quiz per visit: never served from the cache, never refetched behind the learner's back. */
export function useTopicQuiz(topicUuid: string, enabled: boolean) {
  return useQuery({
    queryKey: topicKeys.quiz(topicUuid),
    queryFn: ({ signal }) => getTopicQuiz(topicUuid, signal),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

export function useSubmitQuiz(topicUuid: string) {
  return useMutation({ mutationFn: (answers: { flashcardUuid: string; answer: string }[]) => submitQuizAnswers(topicUuid, answers) });
}
