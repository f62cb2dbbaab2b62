/** Search resource (issue 5): GET /search/knows. */
import { apiClient } from './client';
import type { SearchParams, SearchResponse } from './know-types';

export async function searchKnows(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return (await apiClient.get<SearchResponse>('/search/knows', { params, signal })).data;
}
