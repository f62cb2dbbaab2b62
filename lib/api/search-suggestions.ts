/**
 * GET /search/suggestions (decision 0060) for the search box. fetch, not axios: the search page
 * is a visitor page and keeps axios out of its bundle.
 */
import type { CountryCode } from '@/lib/config/countries';
import type { SuggestionsResponse } from '@/lib/contract/search';
import { API_BASE_URL } from './base-urls';

export type { Suggestion, SuggestionsResponse } from '@/lib/contract/search';

/** The suggestions for what has been typed; empty on any failure (the box then shows none). */
export async function fetchSuggestions(query: string, countryCode: CountryCode, signal?: AbortSignal): Promise<SuggestionsResponse['content']> {
  const qs = new URLSearchParams({ query, countryCode });
  const res = await fetch(`${API_BASE_URL}/search/suggestions?${qs}`, { headers: { 'X-Platform': 'web' }, signal });
  const body = (await res.json().catch(() => ({}))) as Partial<SuggestionsResponse>;
  return res.ok && Array.isArray(body.content) ? body.content : [];
}
