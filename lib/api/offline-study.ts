/** Offline study (issue 24 §7, decision 0071): ratings made offline, synced once each. */
import type { OfflineReview, OfflineSyncResult } from '@/lib/contract/offline-study';
import { apiClient } from './client';

/** POST /flashcard-sets/{uuid}/offline-reviews: the server answers for every id it was sent. */
export async function sendOfflineReviews(knowUuid: string, reviews: OfflineReview[]): Promise<OfflineSyncResult> {
  return (await apiClient.post<OfflineSyncResult>(`/flashcard-sets/${encodeURIComponent(knowUuid)}/offline-reviews`, { reviews })).data;
}
