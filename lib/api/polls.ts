/**
 * Polls (decision 0039): read (results live while open: refetched every POLL_LIMITS.refetchMs),
 * vote or change the vote, create. A vote answers with the poll and its results, which replace
 * the cached poll at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_LIMITS } from '@/lib/contract/limits';
import type { Poll } from '@/lib/contract/polls';
import { apiClient } from './client';
import { pollKeys } from './query-keys';

export type { Poll } from '@/lib/contract/polls';

export interface NewPoll {
  question: string;
  options: string[];
  closesOn?: string | null;
  chatUuid?: string;
}

const path = (uuid: string) => `/polls/${encodeURIComponent(uuid)}`;

export async function getPoll(uuid: string, signal?: AbortSignal): Promise<Poll> {
  return (await apiClient.get<Poll>(path(uuid), { signal })).data;
}

export async function votePoll(uuid: string, option: number): Promise<Poll> {
  return (await apiClient.put<Poll>(`${path(uuid)}/vote`, { option })).data;
}

export function getPollQueryOptions(uuid: string, userUuid: string | null) {
  return queryOptions({ queryKey: pollKeys.one(uuid, userUuid), queryFn: ({ signal }) => getPoll(uuid, signal) });
}

/** The poll as the viewer sees it, starting from the server-rendered one (visitors); refetched while open. */
export function usePoll(initial: Poll | null, uuid: string, userUuid: string | null, enabled: boolean) {
  return useQuery({
    ...getPollQueryOptions(uuid, userUuid),
    initialData: userUuid || !initial ? undefined : initial,
    enabled,
    refetchInterval: (q) => (q.state.data?.closed ? false : POLL_LIMITS.refetchMs),
  });
}

export function useVote(uuid: string, userUuid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: number) => votePoll(uuid, option),
    onSuccess: (poll) => queryClient.setQueryData(pollKeys.one(uuid, userUuid), poll),
  });
}

/** POST /polls: 201 with the poll (any signed-in user; with chatUuid, members of that chat only). */
export async function createPoll(body: NewPoll): Promise<Poll> {
  return (await apiClient.post<Poll>('/polls', body)).data;
}

export function useCreatePoll() {
  return useMutation({ mutationFn: createPoll });
}
