/**
 * zod schemas of GET /search/knows: the query validates requests (and the search pages'
 * getServerSideProps input); the response schema mirrors SearchResponse of lib/api/know-types.ts.
 */
import { z } from 'zod';
import { CONTENT_LANGUAGE_CODES } from '@/lib/config/locales';
import type { HighlightSegment, SearchParams, SearchResponse } from '@/lib/api/know-types';
import { KNOW_FORMATS, knowSchema } from '../knows/schemas';

export const SEARCH_LIMITS = {
  queryMax: 200,
  limitMax: 50,
  limitDefault: 20,
  /** Deep pages cost as much as the whole result; nobody reads past the 50th page. */
  offsetMax: 1000,
} as const;

const codePoints = (s: string) => [...s].length;

export const searchKnowsQuery = z.object({
  query: z
    .string()
    .refine((s) => codePoints(s) <= SEARCH_LIMITS.queryMax, `The search can be at most ${SEARCH_LIMITS.queryMax} characters long.`)
    // Control characters (and our highlight delimiters) never belong in a search term.
    .transform((s) => s.replace(/[\u0000-\u001f\u007f\ue000-\uf8ff]/g, ' ').trim())
    .optional(),
  subjectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  topicUuid: z.uuid().optional(),
  contentLanguageCode: z.enum(CONTENT_LANGUAGE_CODES).optional(),
  knowFormat: z.enum(KNOW_FORMATS).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.limitMax).default(SEARCH_LIMITS.limitDefault),
  offset: z.coerce.number().int().min(0).max(SEARCH_LIMITS.offsetMax).default(0),
});
export type SearchInput = z.output<typeof searchKnowsQuery>;

const segmentSchema = z.object({ text: z.string(), match: z.boolean() });

export const searchResponseSchema = z
  .object({
    content: z.array(
      z.object({
        score: z.number(),
        know: knowSchema,
        highlights: z.object({ title: z.array(segmentSchema), snippet: z.array(segmentSchema) }),
      }),
    ),
    numberOfResults: z.number(),
    numberOfExactResults: z.number(),
    requestUuid: z.uuid(),
  })
  .meta({ id: 'SearchResponse' });

// Compile-time: the schemas produce exactly the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SearchSchemaChecks = [
  Assert<Same<z.infer<typeof segmentSchema>, HighlightSegment>>,
  Assert<Same<z.infer<typeof searchResponseSchema>, SearchResponse>>,
  // What the client sends (lib/api/search.ts) is accepted.
  Assert<Omit<SearchParams, 'contentLanguageCode'> extends Omit<z.input<typeof searchKnowsQuery>, 'contentLanguageCode'> ? true : false>,
];
