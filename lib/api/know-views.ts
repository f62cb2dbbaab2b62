/**
 * POST /knows/{uuid}/views (decision 0008): counts one view of a know for its popularity.
 * Kept apart from lib/api/knows.ts, which does not have this call yet.
 */
import { apiClient } from './client';

export async function countKnowView(uuid: string): Promise<void> {
  await apiClient.post(`/knows/${encodeURIComponent(uuid)}/views`);
}
