/**
 * Contract of GET /search/knows and GET /search/suggestions: the queries validate API requests
 * and the search pages' server render alike; the responses carry highlight segments, never HTML.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { CONTENT_LANGUAGE_CODES } from '@/lib/config/locales';
import { pageQuery, queryId, queryInt } from './common';
import { KNOW_FORMATS, knowSchema } from './knows';
import { codePointLength, KNOW_LIMITS, SEARCH_LIMITS } from './limits';

const searchText = z
  .string()
  .refine((s) => codePointLength(s) <= SEARCH_LIMITS.queryMax, `The search can be at most ${SEARCH_LIMITS.queryMax} characters long.`)
  // Control characters (and our highlight delimiters) never belong in a search term.
  .transform((s) => s.replace(/[\u0000-\u001f\u007f\ue000-\uf8ff]/g, ' ').trim());

export const searchKnowsQuery = z.object({
  /** Accents and case are ignored; the last word also matches as the start of a word. */
  query: searchText.optional(),
  subjectId: queryId.optional(),
  /** A school grade (lib/config/grades): knows tagged with it. */
  gradeId: queryInt(KNOW_LIMITS.gradeMin, KNOW_LIMITS.gradeMax).optional(),
  topicUuid: z.uuid().optional(),
  contentLanguageCode: z.enum(CONTENT_LANGUAGE_CODES).optional(),
  knowFormat: z.enum(KNOW_FORMATS).optional(),
  ...pageQuery(SEARCH_LIMITS),
});
export type SearchInput = z.output<typeof searchKnowsQuery>;

/** A run of text; `match` marks a search hit (render it as <mark>). Never HTML. */
const segmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof segmentSchema>;

const searchHitSchema = z.object({
  score: z.number(),
  know: knowSchema,
  highlights: z.object({ title: z.array(segmentSchema), snippet: z.array(segmentSchema) }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const facetCount = { count: z.number().int() };
/**
 * How many hits each subject, grade and format has (with the query's other filters applied),
 * most first; empty for an empty query.
 */
const searchFacetsSchema = z
  .object({
    subjects: z.array(z.object({ subjectId: z.number().int(), ...facetCount })),
    grades: z.array(z.object({ gradeId: z.number().int(), ...facetCount })),
    formats: z.array(z.object({ knowFormat: z.enum(KNOW_FORMATS), ...facetCount })),
  })
  .meta({ id: 'SearchFacets' });
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchResponseSchema = z
  .object({
    content: z.array(searchHitSchema),
    numberOfResults: z.number().int(),
    /** Hits that matched the words as typed (the rest came from typo tolerance). */
    numberOfExactResults: z.number().int(),
    /**
     * There are more hits than numberOfResults counts: counting stops at 1,000 (decision 0072),
     * so show "1,000+". The facet counts are then those of the hits counted.
     */
    moreResults: z.boolean(),
    /**
     * The query with its unknown words corrected, when the words as typed find few knows and the
     * correction finds some ("Did you mean ...?"); its hits are among the typo hits. Else null.
     */
    didYouMean: z.string().nullable(),
    facets: searchFacetsSchema,
    /** Echo of the server's request id, for the search analytics snapshot. */
    requestUuid: z.uuid(),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchSuggestionsQuery = z.object({
  /** What the person has typed so far; the last word is matched as the start of a word. */
  query: searchText,
  /** The edition whose subjects and topics are suggested (and whose content language titles are in). */
  countryCode: z.enum(COUNTRY_CODES, { error: 'Unknown country code.' }),
  limit: queryInt(1, SEARCH_LIMITS.suggestionsMax).default(SEARCH_LIMITS.suggestionsDefault),
});

const suggestionSchema = z.discriminatedUnion('kind', [
  /** A public know's title: searching for it finds that know first. */
  z.object({ kind: z.literal('title'), text: z.string(), knowUuid: z.uuid() }),
  z.object({ kind: z.literal('subject'), text: z.string(), subjectId: z.number().int() }),
  z.object({ kind: z.literal('topic'), text: z.string(), subjectId: z.number().int(), topicUuid: z.uuid() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsResponseSchema = z
  .object({
    /** Subjects and topics first (they filter), then titles; each segment marks the typed words. */
    content: z.array(z.object({ suggestion: suggestionSchema, highlight: z.array(segmentSchema) })),
  })
  .meta({ id: 'SearchSuggestions' });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
