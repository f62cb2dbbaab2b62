/** Knowers resource (spec §7). */
import type { Knower } from '@/lib/contract/knowers';
import { apiClient } from './client';

export type { Knower } from '@/lib/contract/knowers';

/** GET knowers/me: the signed-in user's knower profile (404 NotFoundError for learners). */
export async function getMyKnower(): Promise<Knower> {
  return (await apiClient.get<Knower>('/knowers/me')).data;
}

export async function getKnower(id: string): Promise<Knower> {
  return (await apiClient.get<Knower>(`/knowers/${encodeURIComponent(id)}`)).data;
}

