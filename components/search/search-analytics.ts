/**
 * Search analytics (spec §3 search snapshot, event names in lib/analytics/event-names.ts).
 * A performed search gets its own uuid; clicks on its results carry the same uuid and the
 * result's position (1-based across pages), so the two can be joined.
 */
import type { Know, SearchResponse } from '@/lib/api/know-types';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { searchSnapshot } from '@/lib/analytics/snapshots';
import { trackEvent } from '@/lib/analytics/track';

/** Where the search was made: the public page or the signed-in app's. */
export type SearchOrigin = 'search_page' | 'app_search_page';

export interface PerformedSearch {
  uuid: string;
  term: string;
  requestUuid: string;
  numberOfResults: number;
  numberOfExactResults: number;
  origin: SearchOrigin;
}

export function performedSearch(uuid: string, term: string, response: SearchResponse, origin: SearchOrigin): PerformedSearch {
  return {
    uuid,
    term,
    requestUuid: response.requestUuid,
    numberOfResults: response.numberOfResults,
    numberOfExactResults: response.numberOfExactResults,
    origin,
  };
}

function snapshot(s: PerformedSearch, resultPosition: number | null) {
  return searchSnapshot({ ...s, term: s.term || null, type: 'KNOW', resultPosition });
}

export function trackSearchPerformed(s: PerformedSearch): Promise<void> {
  return trackEvent(KNOW_EVENTS.searchPerformed, { value: s.term || null, search: snapshot(s, null) });
}

export function trackSearchResultClicked(s: PerformedSearch, know: Know, resultPosition: number): Promise<void> {
  return trackEvent(KNOW_EVENTS.searchResultClicked, {
    value: resultPosition,
    valueId: resultPosition,
    search: snapshot(s, resultPosition),
    know: knowAnalyticsSnapshot(know),
  });
}
