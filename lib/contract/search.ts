/**
 * Contract of GET /search/knows: the query validates API requests and the search pages'
 * server render alike; the response carries highlight segments, never HTML.
 */
import { z } from 'zod';
import { CONTENT_LANGUAGE_CODES } from '@/lib/config/locales';
import { pageQuery, queryId } from './common';
import { KNOW_FORMATS, knowSchema } from './knows';
import { codePointLength, SEARCH_LIMITS } from './limits';

export const searchKnowsQuery = z.object({
  query: z
    .string()
    .refine((s) => codePointLength(s) <= SEARCH_LIMITS.queryMax, `The search can be at most ${SEARCH_LIMITS.queryMax} characters long.`)
    // Control characters (and our highlight delimiters) never belong in a search term.
    .transform((s) => s.replace(/[\u0000-\u001f\u007f\ue000-\uf8ff]/g, ' ').trim())
    .optional(),
  subjectId: queryId.optional(),
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

export const searchResponseSchema = z
  .object({
    content: z.array(searchHitSchema),
    numberOfResults: z.number().int(),
    /** Hits that matched the words as typed (the rest came from typo tolerance). */
    numberOfExactResults: z.number().int(),
    /** Echo of the server's request id, for the search analytics snapshot. */
    requestUuid: z.uuid(),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
