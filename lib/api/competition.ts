/**
 * The knower competition (decision 0031): the country's contest, its leaderboard (one paged
 * list, refreshed every LIVE_REFRESH_MS while the competition runs) and the winners' prize claim.
 */
import { useQuery } from '@tanstack/react-query';
import type { Competition, Leaderboard, LeaderboardEntry, PrizeClaim, PrizeClaimBody } from '@/lib/contract/competition';
import { apiClient } from './client';
import type { Page } from './know-types';
import { usePagedList } from './paged-list';
import { competitionKeys } from './query-keys';

export type { Competition, PrizeClaim } from '@/lib/contract/competition';

/** How often a running competition's leaderboard and the viewer's place are read again. */
export const LIVE_REFRESH_MS = 30_000;

export async function getCompetition(country: string): Promise<Competition> {
  return (await apiClient.get<Competition>(`/competitions/${encodeURIComponent(country)}`)).data;
}

export async function getLeaderboard(country: string, page: { limit: number; offset: number }, signal?: AbortSignal): Promise<Leaderboard> {
  return (await apiClient.get<Leaderboard>(`/competitions/${encodeURIComponent(country)}/leaderboard`, { params: page, signal })).data;
}

export function useCompetition(country: string | null) {
  return useQuery({
    queryKey: competitionKeys.detail(country ?? ''),
    queryFn: () => getCompetition(country!),
    enabled: !!country,
    retry: false,
  });
}

type RankedEntry = LeaderboardEntry & { uuid: string };

/** The ranking, page by page, and the viewer's place; `live` reads both again every LIVE_REFRESH_MS. */
export function useLeaderboard(country: string, viewer: string | null, { pageSize, live }: { pageSize: number; live: boolean }) {
  const queryKey = competitionKeys.leaderboard(country, viewer);
  const refetchInterval = live ? LIVE_REFRESH_MS : false;
  const list = usePagedList<RankedEntry>({
    queryKey,
    pageSize,
    refetchInterval,
    fetchPage: async (page, signal): Promise<Page<RankedEntry>> => {
      const { entries } = await getLeaderboard(country, page, signal);
      return { ...entries, content: entries.content.map((e) => ({ ...e, uuid: e.knower.uuid })) };
    },
  });
  const me = useQuery({
    queryKey: [...queryKey, 'me'],
    queryFn: async ({ signal }) => (await getLeaderboard(country, { limit: 1, offset: 0 }, signal)).me,
    enabled: viewer !== null,
    refetchInterval,
  });
  return { list, me: me.data ?? null };
}

export async function getPrizeClaim(accessToken: string | null): Promise<PrizeClaim> {
  return (await apiClient.get<PrizeClaim>('/competitions/prizes/claim', { params: accessToken ? { accessToken } : {} })).data;
}

export function usePrizeClaim(accessToken: string | null, viewer: string | null, enabled = true) {
  return useQuery({
    queryKey: competitionKeys.claim(accessToken, viewer),
    queryFn: () => getPrizeClaim(accessToken),
    enabled,
    retry: false,
  });
}

export async function submitPrizeClaim(body: PrizeClaimBody): Promise<PrizeClaim> {
  return (await apiClient.post<PrizeClaim>('/competitions/prizes/claim', body)).data;
}
