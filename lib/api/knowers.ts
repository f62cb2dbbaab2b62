/** Knowers resource (spec §7). */
import type { Knower, KnowStatusStats } from '@/lib/contract/knowers';
import { apiClient } from './client';

export type { Knower, KnowStatusStats } from '@/lib/contract/knowers';

/** GET knowers/me: the signed-in user's knower profile (404 NotFoundError for learners). */
export async function getMyKnower(): Promise<Knower> {
  return (await apiClient.get<Knower>('/knowers/me')).data;
}

export async function getKnower(id: string): Promise<Knower> {
  return (await apiClient.get<Knower>(`/knowers/${encodeURIComponent(id)}`)).data;
}

/** GET knowers/{id}/knows/status-stats (own knower only). */
export async function getKnowStatusStats(id: string): Promise<KnowStatusStats> {
  return (await apiClient.get<KnowStatusStats>(`/knowers/${encodeURIComponent(id)}/knows/status-stats`)).data;
}
