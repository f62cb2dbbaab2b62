/**
 * The know detail query (GET /knows/{uuid} with the reader's bearer: liked, saved, own). Its own
 * module because know pages are visitors' pages: lib/api/knows (and with it the API client) loads
 * only when the query runs, i.e. once a session is known.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowDetail } from './know-types';
import { knowKeys } from './query-keys';

export function getKnowQueryOptions(uuid: string) {
  return queryOptions<KnowDetail>({
    queryKey: knowKeys.detail(uuid),
    queryFn: async () => (await import('./knows')).getKnow(uuid),
  });
}

export function useKnowDetail(uuid: string | null, { enabled = true } = {}) {
  return useQuery({ ...getKnowQueryOptions(uuid ?? ''), enabled: enabled && uuid !== null });
}
