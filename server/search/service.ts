/**
 * Know search (decisions 0008, 0060): PostgreSQL full-text search over title (A), description (B)
 * and the documents' text (C) in the content language's accent-free configuration, the last word
 * also as a prefix; typo tolerance by the lexicon's corrections ("Did you mean ...?") and by
 * trigram word similarity on the lower-cased title; exact hits always rank above typo hits, by
 * relevance blended with popularity and recency. Hits are counted per subject, grade and format.
 * Only public knows (PUBLISHED, not private) are ever found. An empty query lists the newest
 * public knows that pass the filters (a subject's page).
 *
 * Cost: hit-query.ts finds, counts and ranks in one statement; then the page's rows load with
 * ts_headline run on them alone, and serializeKnows adds knowers, documents and the viewer's state.
 * Snippets quote only text the viewer may read (decision 0048): the preview page's, when blurred.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SearchResponse } from '@/lib/contract/search';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { knows } from '../db/schema';
import { formError } from '../errors';
import { readableTextSql } from '../knows/page-access';
import { knowColumns, serializeKnows, type KnowSummaryRow } from '../knows/serialize';
import { CONFIG_SQL } from './search-index';
import { findHits, highlightQuerySql, inSearchTransaction, planSearch, queryPrefixes, type SearchPlan } from './hit-query';
import {
  HIT_START, HIT_STOP, leadingWords, plainSegments, segmentsFromHeadline, SNIPPET_HEADLINE_OPTIONS,
  TITLE_HEADLINE_OPTIONS, typoTitleSegments,
} from './highlight';
import { searchKnowsQuery } from '@/lib/contract/search';

/**
 * ts_headline parses all it is given, and a know's text can run to hundreds of pages: it gets
 * the description and a window of the text around the first occurrence of a query word (found
 * by a plain substring search within the first SNIPPET_SEARCH_CHARS).
 */
const SNIPPET_WINDOW_CHARS = 800;
const SNIPPET_SEARCH_CHARS = 200_000;
const STRIP_DELIMITERS = (text: SQL) => sql`translate(${text}, ${HIT_START + HIT_STOP}, '')`;

interface LoadedHit {
  row: KnowSummaryRow;
  /** ts_headline output (delimited), or the plain title / text start when nothing can match. */
  title: string;
  snippet: string;
}

function textWindow(prefixes: string[], documentText: SQL): SQL {
  if (prefixes.length === 0) return sql`left(${documentText}, ${SNIPPET_WINDOW_CHARS})`;
  const text = sql`unaccent(lower(left(${documentText}, ${SNIPPET_SEARCH_CHARS})))`;
  const first = sql`least(${sql.join(prefixes.map((p) => sql`nullif(strpos(${text}, ${p}), 0)`), sql`, `)})`;
  return sql`substr(${documentText}, greatest(1, coalesce(${first}, 1) - 150), ${SNIPPET_WINDOW_CHARS})`;
}

/** The page's rows and, for them alone, ts_headline highlights. */
async function loadPage(db: Db, ids: string[], plan: SearchPlan, viewer: AuthUser | null): Promise<Map<string, LoadedHit>> {
  if (ids.length === 0) return new Map();
  const matchable = plan.tsqueries.length + plan.correctedTsqueries.length > 0;
  const tsq = highlightQuerySql(plan);
  const documentText = readableTextSql(viewer);
  const words = queryPrefixes(plan.corrected ? `${plan.query} ${plan.corrected}` : plan.query);
  const snippetSource = sql`${knows.description} || E'\\n' || ${textWindow(words, documentText)}`;
  const rows = await db
    .select({
      ...knowColumns,
      titleHeadline: matchable
        ? sql<string>`ts_headline(${CONFIG_SQL}, ${STRIP_DELIMITERS(sql`${knows.title}`)}, ${tsq}, ${TITLE_HEADLINE_OPTIONS})`
        : sql<string>`${knows.title}`,
      snippetHeadline: matchable
        ? sql<string>`ts_headline(${CONFIG_SQL}, ${STRIP_DELIMITERS(snippetSource)}, ${tsq}, ${SNIPPET_HEADLINE_OPTIONS})`
        : sql<string>`left(${knows.description} || ' ' || left(${documentText}, 1000), 1000)`,
    })
    .from(knows)
    .where(inArray(knows.id, ids));
  return new Map(rows.map(({ titleHeadline, snippetHeadline, ...row }) => [row.id, { row, title: titleHeadline, snippet: snippetHeadline }]));
}

function highlights(plan: SearchPlan, hit: { exact: boolean; fixed: boolean }, l: LoadedHit): SearchHit['highlights'] {
  if (!plan.query) return { title: plainSegments(l.row.title), snippet: plainSegments(leadingWords(l.snippet)) };
  const headline = plan.tsqueries.length + plan.correctedTsqueries.length > 0;
  return {
    title: hit.exact || hit.fixed ? segmentsFromHeadline(l.title) : typoTitleSegments(l.row.title, plan.query),
    snippet: headline ? segmentsFromHeadline(l.snippet) : plainSegments(leadingWords(l.snippet)),
  };
}

/**
 * GET /search/knows, and the search pages' getServerSideProps. `params` may be raw query values
 * (strings, as in context.query); invalid ones throw ApiError 400 FormValidationError.
 */
export async function searchKnows(app: AppContext, params: unknown, viewer: AuthUser | null): Promise<SearchResponse> {
  // Next's context.query repeats a parameter as an array; the API reads the last value. Pages
  // pass context.query as is: take the first.
  const flat = Object.fromEntries(
    Object.entries((params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const parsed = searchKnowsQuery.safeParse(flat);
  if (!parsed.success) {
    throw formError(Object.fromEntries(parsed.error.issues.map((i) => [i.path.map(String).join('.') || 'query', i.message])));
  }
  const input = parsed.data;
  const { plan, page, total, exactTotal, moreResults, didYouMean, facets } = await inSearchTransaction(app.db, input.query ?? '', async (db) => {
    const plan = await planSearch(db, input);
    return { plan, ...(await findHits(db, plan)) };
  });
  const loaded = await loadPage(app.db, page.map((h) => h.id), plan, viewer);
  // A know deleted between the two statements is left out rather than failing the search.
  const present = page.filter((h) => loaded.has(h.id));
  const knowsOfPage = await serializeKnows(app, present.map((h) => loaded.get(h.id)!.row), viewer);
  const content: SearchHit[] = present.map((h, i) => ({
    score: Math.round(h.score * 1e6) / 1e6,
    know: knowsOfPage[i]!,
    highlights: highlights(plan, h, loaded.get(h.id)!),
  }));
  return { content, numberOfResults: total, numberOfExactResults: exactTotal, moreResults, didYouMean, facets, requestUuid: randomUUID() };
}
