/**
 * The search page's URL state (spec §2.1 /knows/search, §2.2 /app/search): query, subjectId,
 * topicUuid, gradeId (a facet, decision 0060), knowFormat, page and utm_content. One parser for the server render and the client,
 * so a shared URL shows exactly what its author saw. Unknown or invalid values are dropped
 * rather than answered with an error: a search URL is typed and shared by people.
 */
import type { KnowFormat } from '@/lib/api/know-types';
import type { Subject } from '@/lib/config/catalogues';
import type { CountryConfig } from '@/lib/config/countries';
import { canUploadImages } from '@/lib/config/country-rules';
import { gradesOf } from '@/lib/config/grades';
import type { QueryValue } from '@/lib/links/build-href';
import { isUuid } from '@/lib/uuid';
import { INTEGER_TEXT, SEARCH_LIMITS } from '@/lib/contract/limits';

export const SEARCH_PAGE_SIZE = SEARCH_LIMITS.limitDefault;
/** Deeper pages are not useful to people and costly to compute; links stop here. */
export const SEARCH_MAX_PAGE = SEARCH_LIMITS.offsetMax / SEARCH_LIMITS.limitDefault;
export const SEARCH_QUERY_MAX = SEARCH_LIMITS.queryMax;

export interface SearchState {
  query: string;
  subjectId: number | null;
  topicUuid: string | null;
  /** A school grade of the edition (lib/config/grades). */
  gradeId: number | null;
  knowFormat: KnowFormat | null;
  /** 1-based. */
  page: number;
  utmContent: string | null;
}

type RawQuery = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
/** An integer as the API reads one from a query string (lib/contract), else NaN. */
const integer = (v: string): number => (INTEGER_TEXT.test(v) ? Number(v) : NaN);

/** Formats the edition offers in the filter: images only where they can be uploaded (§9: US). */
export function searchFormats(country: Pick<CountryConfig, 'code'>): KnowFormat[] {
  return canUploadImages(country.code) ? ['PDF', 'FLASHCARDS', 'IMAGE'] : ['PDF', 'FLASHCARDS'];
}

/**
 * `subjects`: the edition's catalogue (lib/config getSubjects). A parameter rather than an
 * import, so the client bundle of the search page, which shares this module, does not carry
 * every edition's catalogue (issue 9 §8).
 */
export function parseSearchState(raw: RawQuery, country: CountryConfig, subjects: readonly Subject[]): SearchState {
  const query = first(raw.query).replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX);
  const subjectNumber = integer(first(raw.subjectId));
  const subject = subjects.find((s) => s.id === subjectNumber) ?? null;
  const topicRaw = first(raw.topicUuid);
  // A topic filter only makes sense inside its subject's catalogue.
  const topicOwner = isUuid(topicRaw)
    ? subjects.find((s) => s.topics.some((t) => t.uuid.toLowerCase() === topicRaw.toLowerCase()))
    : undefined;
  const topicUuid = topicOwner && (!subject || subject.id === topicOwner.id) ? topicRaw.toLowerCase() : null;
  const gradeNumber = integer(first(raw.gradeId));
  const grade = gradesOf(country.code).find((g) => g.grade === gradeNumber);
  const formatRaw = first(raw.knowFormat).toUpperCase();
  const knowFormat = (searchFormats(country) as string[]).includes(formatRaw) ? (formatRaw as KnowFormat) : null;
  const pageNumber = integer(first(raw.page));
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, SEARCH_MAX_PAGE) : 1;
  const utm = first(raw.utm_content).slice(0, 100);
  return {
    query,
    subjectId: subject?.id ?? (topicOwner && topicUuid ? topicOwner.id : null),
    topicUuid,
    gradeId: grade?.grade ?? null,
    knowFormat,
    page,
    utmContent: utm || null,
  };
}

/** URL query of a state; empty values are left out (spec §2.2 link rule), page 1 too. */
export function searchStateQuery(state: SearchState): Record<string, QueryValue> {
  return {
    query: state.query,
    subjectId: state.subjectId,
    topicUuid: state.topicUuid,
    gradeId: state.gradeId,
    knowFormat: state.knowFormat,
    page: state.page > 1 ? state.page : null,
    utm_content: state.utmContent,
  };
}

/** Anything to search for: words or at least one filter. */
export function hasSearchCriteria(state: SearchState): boolean {
  return state.query !== '' || hasFilters(state);
}

export function hasFilters(state: SearchState): boolean {
  return state.subjectId !== null || state.topicUuid !== null || state.gradeId !== null || state.knowFormat !== null;
}

export function pageCount(numberOfResults: number): number {
  return Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(numberOfResults / SEARCH_PAGE_SIZE)));
}
