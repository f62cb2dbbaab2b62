/** Knowers resource (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Knower, KnowerProfile } from '@/lib/contract/knowers';
import { apiClient } from './client';
import type { Know, Page } from './know-types';
import { listKnows } from './knows';
import { usePagedList, type PagedList } from './paged-list';
import { knowerKeys, knowKeys } from './query-keys';

export type { Knower } from '@/lib/contract/knowers';

/** GET knowers/me: the signed-in user's knower profile (404 NotFoundError for learners). */
export async function getMyKnower(): Promise<Knower> {
  return (await apiClient.get<Knower>('/knowers/me')).data;
}

/** @internal tests and tools only (knip --production). */
export async function getKnower(id: string): Promise<Knower> {
  return (await apiClient.get<Knower>(`/knowers/${encodeURIComponent(id)}`)).data;
}

/** GET knowers/{id}/profile: the knower and totals over their public knows (published, not private). */
export async function getKnowerProfile(id: string): Promise<KnowerProfile> {
  return (await apiClient.get<KnowerProfile>(`/knowers/${encodeURIComponent(id)}/profile`)).data;
}

export function useKnowerProfile(id: string) {
  return useQuery(queryOptions({ queryKey: knowerKeys.profile(id), queryFn: () => getKnowerProfile(id) }));
}

/** The knower's public knows, newest first; page 1 comes from the server-rendered profile. */
export function useKnowerKnows(knowerUuid: string, { pageSize, initialPage }: { pageSize: number; initialPage?: Page<Know> }): PagedList<Know> {
  const params = { knowerUuid, sort: 'new' } as const;
  return usePagedList({ queryKey: knowKeys.list(params), fetchPage: (page) => listKnows({ ...params, ...page }), pageSize, initialPage });
}
