/** Knowers resource (spec §7). */
import type { PublicUser } from './users';
import { apiClient } from './client';

/** A knower as the API returns it (server/knowers/service.ts knowerSchema). */
export type Knower = {
  uuid: string;
  user: PublicUser;
  createdOn: string;
  publishedKnowsCount: number;
};

export type KnowStatusStats = {
  total: number;
  draft: number;
  inReview: number;
  published: number;
  rejected: number;
};

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
