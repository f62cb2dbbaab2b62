/**
 * The regions query (GET /countries/{id}/regions through lib/api/countries.ts, which stays a
 * plain fetch for visitors' pages): cached per country for the session, since regions do not
 * change while someone fills in a form.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRegions, type Region } from './countries';
import { countryKeys } from './query-keys';

export function getRegionsQueryOptions(countryId: number) {
  return queryOptions({ queryKey: countryKeys.regions(countryId), queryFn: () => getRegions(countryId), staleTime: Infinity });
}

/** The country's regions; empty where none are kept or while loading. */
export function useRegions(countryId: number): Region[] {
  return useQuery(getRegionsQueryOptions(countryId)).data ?? [];
}
