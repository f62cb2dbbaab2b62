/**
 * The SQL of know search: one statement finds, counts, ranks and counts by facet the hits of a
 * query and returns one page of ids. Exact hits are full-text matches of every word, accents and
 * case ignored, the last word also as a prefix (GIN index on know_search.search_vector); typo hits
 * are full-text matches of the corrected query (search-lexicon.ts) and titles that resemble the
 * query (trigram index on lower(title)), without matching it. Exact hits rank by relevance blended
 * with popularity and recency, and always above typo hits.
 * Every scan reads know_search (decision 0072): the narrow copy of the public knows, so a hit
 * costs a few hundred bytes, not the know's row with its text. Counting stops at
 * SEARCH_LIMITS.countMax ("1,000+"), since a broad word's count is the whole cost of its search.
 * Statements name columns plainly: every filtered scan reads "know_search" unaliased.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { SearchFacets, SearchInput } from '@/lib/contract/search';
import { SEARCH_LIMITS } from '@/lib/contract/limits';
import { foldAccents } from '@/lib/search/fold-accents';
import { correctQuery, CORRECTABLE_MIN, queryTokens } from './search-lexicon';
import { CONFIG_BY_BASE_LANGUAGE, SIMPLE_CONFIG, textSearchConfig } from './text-search-config';

/** ts_rank_cd weights {D, C, B, A}: title, then description, then the documents' text. */
export const RANK_WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/**
 * Ranking reads each hit's whole vector (title, description and every page), and a broad word
 * can match tens of thousands of knows; so ts_rank_cd runs on a bounded set of RANKED full-text
 * matches: those with the most query words in their title first (the strongest signal, read
 * from the narrow row the match visits anyway), then the most popular, then the newest. Deep
 * pages rank more, so page n+1 continues page n. Counting the matches reads no vector.
 */
const RANKED = 100;
/** Query words whose presence in a title is counted (the rest still must match). */
const TITLE_WORDS = 8;
/**
 * Hits counted at most (then the count is "1,000+"): the pages reach no further (offsetMax), and
 * counting a word found in a third of the knows costs more than everything else a search does.
 * Past it, the matches that are ranked are the first COUNT_MAX found and the first COUNT_MAX
 * whose title has every word (the title-only vector's index), so a title hit is not lost.
 */
const COUNT_MAX = SEARCH_LIMITS.countMax;
/**
 * Typo hits are looked for while the query has fewer exact hits than this: they rank after every
 * exact hit, so beyond it they would only pad the count, and the trigram scan is not free.
 */
const TYPO_GATE = 300;
/** Typo hits considered, most similar first. */
export const TYPOS_MAX = 200;
/**
 * Titles the typo scan compares at most: a query sharing trigrams with thousands of titles costs
 * a similarity computation for each; past this many, the most similar of those compared win.
 */
const TYPO_CANDIDATES_MAX = 500;

const ALL_CONFIGS = [...new Set([...Object.values(CONFIG_BY_BASE_LANGUAGE), SIMPLE_CONFIG])];
/**
 * The blend of an exact hit's score: relevance (ts_rank_cd, 0..1) times a popularity factor
 * (1 + POPULARITY_WEIGHT * ln(1 + popularity), popularity as the popular feed counts it) and a
 * recency factor (1 + RECENCY_WEIGHT, halving every RECENCY_HALF_LIFE_DAYS since publication).
 * Relevance leads: a title hit (weight 1) against a text hit (0.2) needs a large difference in
 * popularity to lose.
 */
const POPULARITY_WEIGHT = 0.15;
const RECENCY_WEIGHT = 0.3;
const RECENCY_HALF_LIFE_DAYS = 180;
/** Exact hits below this many: the correction is searched too and may be offered ("Did you mean"). */
const FEW_EXACT = 3;

export interface SearchPlan {
  input: SearchInput;
  /** The query as searched (trimmed; '' lists the newest knows). */
  query: string;
  /**
   * The query parsed in each configuration searched, distinct and non-empty (tsquery text).
   * Empty when the query has only stop words or punctuation.
   */
  tsqueries: string[];
  /** The query with unknown words corrected (search-lexicon.ts), or null. */
  corrected: string | null;
  /** The corrected query parsed as `tsqueries` is (empty without a correction). */
  correctedTsqueries: string[];
  /**
   * Each query word on its own (at most TITLE_WORDS), parsed as `tsqueries` parses it (the last
   * word also as a prefix), as one tsquery text: which of the words a title has (title_vector).
   */
  wordTsqueries: string[];
  /** Word-similarity threshold of typo hits; null: the query is too short for them. */
  threshold: number | null;
}

/**
 * The threshold by query length: a short word shares trigrams with too many titles (and a
 * common ending like -ation with every word that has it: "oeydation" ~ 0.4 "urbanization"), a
 * long one still resembles its misspelling ("Fotosyntese" ~ 0.42 "photosynthesis").
 */
export function typoThreshold(query: string): number | null {
  const letters = [...query.replace(/[\s\p{P}]+/gu, '')].length;
  if (letters < 4) return null;
  if (letters <= 5) return 0.6;
  if (letters <= 10) return 0.5;
  return 0.4;
}

/**
 * The content language's configuration ('simple' too: names and words a stemmer leaves alone);
 * without a language filter every configuration, since each know is indexed in its own.
 */
function searchConfigs(contentLanguage: string | undefined): string[] {
  return contentLanguage ? [...new Set([textSearchConfig(contentLanguage), 'simple'])] : ALL_CONFIGS;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The words as tsquery text for to_tsquery: every word required. The last word, when long enough
 * not to match half the index, comes apart (`last`): a person may still be typing it, so it also
 * matches as the start of a word as written (see parsedSql). Words are letters and digits only,
 * so nothing a person types is read as an operator.
 */
export function tsQueryParts(query: string, lastIsPrefix = true): { head: string; last: string | null } {
  const tokens = queryTokens(query).map((t) => `'${t}'`);
  const tail = tokens.at(-1);
  if (!lastIsPrefix || !tail || [...tail].length - 2 < CORRECTABLE_MIN) return { head: tokens.join(' & '), last: null };
  return { head: tokens.slice(0, -1).join(' & '), last: tail };
}

/**
 * The query parsed in each configuration, distinct and non-empty. The last word matches as a word
 * of the language (stemmed) or as the start of a word as written (accent-free 'simple', `:*`):
 * "photosynth" finds photosynthesis, while "Photosynthese" (German) stays a whole word in English.
 * A last word that is a stop word of the language is left out, as the language leaves it out.
 */
function parsedSql(configs: string[], parts: { head: string; last: string | null } | null): SQL {
  if (!parts || (!parts.head && !parts.last)) return sql`ARRAY[]::text[]`;
  const list = sql.param(configs);
  if (!parts.last) {
    return sql`ARRAY(SELECT DISTINCT to_tsquery(c::regconfig, ${parts.head})::text FROM unnest(${list}::text[]) c)`;
  }
  return sql`ARRAY(SELECT DISTINCT (CASE WHEN numnode(l) = 0 THEN h ELSE h && (l || p) END)::text
    FROM unnest(${list}::text[]) c,
      LATERAL (SELECT to_tsquery(c::regconfig, ${parts.head}) AS h, to_tsquery(c::regconfig, ${parts.last}) AS l,
        to_tsquery(${SIMPLE_CONFIG}::regconfig, ${`${parts.last}:*`}) AS p) x)`;
}

/** One word's forms (parsedSql) as one tsquery text, '' when the word is a stop word everywhere. */
function wordSql(configs: string[], parts: { head: string; last: string | null }): SQL {
  return sql`(SELECT coalesce(string_agg('(' || f || ')', ' | '), '') FROM unnest(${parsedSql(configs, parts)}) f WHERE f <> '')`;
}

/**
 * Settings for this transaction only (SET LOCAL), the query's correction, and the query and its
 * correction parsed in each configuration. Duplicates go: the planner estimates an OR of n equal
 * terms as n times as broad, and then prefers reading every row to the GIN index. Sequential
 * scans are off: the planner prices `search_vector @@ q` like any filter, but on a sequential
 * scan it reads every know's whole vector, which the index never does.
 */
export async function planSearch(db: Db | Tx, input: SearchInput): Promise<SearchPlan> {
  const query = input.query ?? '';
  const threshold = query ? typoThreshold(query) : null;
  if (!query) return { input, query, tsqueries: [], corrected: null, correctedTsqueries: [], wordTsqueries: [], threshold };
  const correction = await correctQuery(db, query, input.contentLanguageCode);
  const configs = searchConfigs(input.contentLanguageCode);
  const tokens = queryTokens(query);
  const words = tokens.slice(0, TITLE_WORDS).map((t, i) => wordSql(configs, tsQueryParts(t, i === tokens.length - 1)));
  const [row] = rowsOf<{ qs: string[]; fixed: string[]; words: string[] }>(
    await db.execute(sql`SELECT ${parsedSql(configs, tsQueryParts(query))} AS qs,
      ${parsedSql(configs, correction.query ? tsQueryParts(correction.query, correction.lastIsPrefix) : null)} AS fixed,
      ARRAY[${words.length ? sql.join(words, sql`, `) : sql`NULL`}]::text[] AS words,
      set_config('enable_seqscan', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(threshold ?? 0.6)}, true)`),
  );
  const tsqueries = (row?.qs ?? []).filter((q) => q !== '');
  const fixed = (row?.fixed ?? []).filter((q) => q !== '' && !tsqueries.includes(q));
  const wordTsqueries = (row?.words ?? []).filter((q): q is string => !!q);
  return { input, query, tsqueries, corrected: fixed.length ? correction.query : null, correctedTsqueries: fixed, wordTsqueries, threshold };
}

/**
 * The query parsed for the content language, every lexeme limited to titles (weight A): what
 * the search box's title suggestions match. Empty when nothing is left to match.
 */
export async function titleTsqueries(db: Db | Tx, query: string, contentLanguage: string): Promise<string[]> {
  const [row] = rowsOf<{ qs: string[] }>(await db.execute(sql`SELECT ${parsedSql(searchConfigs(contentLanguage), tsQueryParts(query))} AS qs`));
  // Lexemes are letters and digits (queryTokens): a quoted lexeme never contains a quote.
  return (row?.qs ?? []).filter((q) => q !== '').map((q) => q.replace(/'([^']*)'(:\*)?/g, (_, lexeme: string, star?: string) => `'${lexeme}':${star ? '*' : ''}A`));
}

/** Tsquery texts as one tsquery (an OR of its forms); NULL matches nothing. */
export function tsQueryOf(forms: string[]): SQL {
  if (forms.length === 0) return sql`NULL::tsquery`;
  return sql`(${sql.join(forms.map((q) => sql`${q}::tsquery`), sql` || `)})`;
}

/** The query as one tsquery. */
export function tsQuerySql(plan: SearchPlan): SQL {
  return tsQueryOf(plan.tsqueries);
}

/** What highlights mark: the query's words and its correction's. */
export function highlightQuerySql(plan: SearchPlan): SQL {
  return tsQueryOf([...plan.tsqueries, ...plan.correctedTsqueries]);
}

/** know_search holds public knows only, so the filters are the query's own. */
function filterSql(p: SearchInput): SQL {
  const conds: SQL[] = [sql`true`];
  if (p.subjectId !== undefined) conds.push(sql`subject_id = ${p.subjectId}`);
  if (p.gradeId !== undefined) conds.push(sql`grade_ids @> ARRAY[${p.gradeId}]::int[]`);
  if (p.topicUuid !== undefined) conds.push(sql`topic_uuid = ${p.topicUuid.toLowerCase()}`);
  if (p.contentLanguageCode !== undefined) conds.push(sql`content_language = ${p.contentLanguageCode}`);
  if (p.knowFormat !== undefined) conds.push(sql`format = ${p.knowFormat}`);
  return sql.join(conds, sql` AND `);
}

/** Newest first; the (filter, published_at) indexes of know_search serve it. */
function newestSql(p: SearchInput, limit: number, offset: number): SQL {
  const where = filterSql(p);
  return sql`
    WITH counted AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM know_search WHERE ${where} LIMIT ${COUNT_MAX + 1}) c)
    SELECT know_id AS id, 0::float8 AS score, false AS exact, false AS fixed, least(n, ${COUNT_MAX}) AS total,
      0 AS exact_total, 0 AS fixed_total, n > ${COUNT_MAX} AS capped, NULL::json AS facets
    FROM know_search, counted
    WHERE ${where}
    ORDER BY published_at DESC NULLS LAST, know_id DESC
    LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The query's words cut to a stem-like prefix ("Zellen" -> zel, "photosynthesis" ->
 * photosynthe), lower-case letters and digits only: cheap substring tests for "in the title"
 * and "where in the text" that need no parsing.
 */
export function queryPrefixes(query: string): string[] {
  const words = [...new Set(foldAccents(query).match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => [...w].length >= 3);
  return words.slice(0, 8).map((w) => [...w].slice(0, Math.max(3, [...w].length - 3)).join(''));
}

/** An exact hit's popularity and recency factors (see POPULARITY_WEIGHT), for a row `k` of knows. */
const BLEND = sql.raw(`(1 + ${POPULARITY_WEIGHT} * ln(1 + greatest(k.popularity, 0)))
  * (1 + ${RECENCY_WEIGHT} * power(0.5, greatest(extract(epoch FROM now() - coalesce(k.published_at, now())), 0) / ${86_400 * RECENCY_HALF_LIFE_DAYS}))`);

/** Hit columns the facets count. */
const FACET_COLUMNS = sql`subject_id, format, grade_ids`;

/** Counts per subject, grade and format of the rows of `hits`, as one JSON value. */
const FACETS = sql`json_build_object(
  'subjects', (SELECT coalesce(json_agg(json_build_object('subjectId', v, 'count', n) ORDER BY n DESC, v), '[]')
    FROM (SELECT subject_id AS v, count(*)::int AS n FROM facet_rows WHERE subject_id IS NOT NULL GROUP BY 1) x),
  'grades', (SELECT coalesce(json_agg(json_build_object('gradeId', v, 'count', n) ORDER BY v), '[]')
    FROM (SELECT g AS v, count(*)::int AS n FROM facet_rows, unnest(grade_ids) g GROUP BY 1) x),
  'formats', (SELECT coalesce(json_agg(json_build_object('knowFormat', v, 'count', n) ORDER BY n DESC, v), '[]')
    FROM (SELECT format AS v, count(*)::int AS n FROM facet_rows GROUP BY 1) x))`;

function textSearchSql(plan: SearchPlan, limit: number, offset: number): SQL {
  const tsq = tsQuerySql(plan);
  const where = filterSql(plan.input);
  // Read from the narrow row's title_vector (stored inline): no parsing, no unaccent per row.
  const titleHits = plan.wordTsqueries.length
    ? sql.join(plan.wordTsqueries.map((q) => sql`(title_vector @@ ${q}::tsquery)::int`), sql` + `)
    : sql`0`;
  const none = sql`SELECT know_id AS id, published_at, ${FACET_COLUMNS}, 0::float8 AS score FROM know_search WHERE false`;
  // Typo hits are looked for only while the exact hits are few (see TYPO_GATE).
  const gated = sql`(SELECT n FROM gate) < ${TYPO_GATE}`;
  const ctsq = tsQueryOf(plan.correctedTsqueries);
  const fixed = plan.correctedTsqueries.length
    ? sql`SELECT know_id AS id, published_at, ${FACET_COLUMNS}, (0.6 + 0.39 * ts_rank_cd(${RANK_WEIGHTS}::float4[], search_vector, ${ctsq}, 32))::float8 AS score
        FROM know_search WHERE search_vector @@ ${ctsq} AND ${where} AND ${gated} LIMIT ${TYPOS_MAX}`
    : none;
  const lowered = plan.query.toLowerCase();
  // A look-alike title scores at most 0.6, a hit of the correction at least 0.6: when the
  // correction fills its TYPOS_MAX, look-alikes would come after all of them and only pad the
  // count, and their scan (a similarity per candidate title) is most of a typo search's time.
  const lookalike =
    plan.threshold !== null
      ? sql`SELECT id, published_at, ${FACET_COLUMNS}, 0.6 * word_similarity(${lowered}, lower(title))::float8 AS score
        FROM (
          SELECT know_id AS id, published_at, title, ${FACET_COLUMNS} FROM know_search
          WHERE ${lowered} <% lower(title) AND ${where} AND ${gated} AND (SELECT count(*) FROM fixed) < ${TYPOS_MAX}
          LIMIT ${TYPO_CANDIDATES_MAX}
        ) candidates
        ORDER BY score DESC, published_at DESC NULLS LAST, id LIMIT ${TYPOS_MAX}`
      : none;
  // The full-text matches come from the GIN index and the narrow rows (no vector is read), at
  // most COUNT_MAX + 1 of them (one more tells that there are more); only the RANKED best read
  // their vectors for ts_rank_cd.
  return sql`
    WITH fts AS MATERIALIZED (
      SELECT know_id AS id, published_at, popularity, title_vector, ${FACET_COLUMNS}
      FROM know_search WHERE search_vector @@ ${tsq} AND ${where}
      LIMIT ${COUNT_MAX + 1}
    ),
    gate AS (SELECT count(*)::int AS n FROM fts),
    title_fts AS MATERIALIZED (
      SELECT know_id AS id, published_at, popularity, title_vector, ${FACET_COLUMNS}
      FROM know_search WHERE title_vector @@ ${tsq} AND ${where} AND (SELECT n FROM gate) > ${COUNT_MAX}
      LIMIT ${COUNT_MAX}
    ),
    pool AS (
      SELECT DISTINCT ON (id) id, published_at, popularity, ${titleHits} AS title_hits
      FROM (SELECT * FROM fts UNION ALL SELECT * FROM title_fts) m ORDER BY id
    ),
    ranked AS (
      SELECT id FROM pool ORDER BY title_hits DESC, popularity DESC, published_at DESC NULLS LAST, id
      LIMIT ${Math.max(RANKED, offset + limit)}
    ),
    exact AS (
      SELECT k.know_id AS id, k.published_at, (1 + ts_rank_cd(${RANK_WEIGHTS}::float4[], k.search_vector, ${tsq}, 32) * ${BLEND})::float8 AS score
      FROM ranked JOIN know_search k ON k.know_id = ranked.id
    ),
    fixed AS MATERIALIZED (${fixed}),
    lookalike AS MATERIALIZED (${lookalike}),
    typos AS (
      SELECT DISTINCT ON (id) id, published_at, ${FACET_COLUMNS}, score, is_fixed
      FROM (SELECT *, true AS is_fixed FROM fixed UNION ALL SELECT *, false FROM lookalike) t
      WHERE NOT EXISTS (SELECT 1 FROM fts f WHERE f.id = t.id)
      ORDER BY id, score DESC
    ),
    facet_rows AS (
      (SELECT ${FACET_COLUMNS} FROM fts LIMIT ${COUNT_MAX}) UNION ALL SELECT ${FACET_COLUMNS} FROM typos
    ),
    counts AS (
      SELECT least((SELECT n FROM gate), ${COUNT_MAX}) AS exact_total, (SELECT n FROM gate) > ${COUNT_MAX} AS capped,
        (SELECT count(*) FROM typos)::int AS typo_total,
        (SELECT count(*) FROM typos WHERE is_fixed)::int AS fixed_total, ${FACETS} AS facets
    )
    SELECT id, score, exact, fixed, exact_total + typo_total AS total, exact_total, fixed_total, capped, facets
    FROM (
      SELECT id, published_at, score, true AS exact, false AS fixed FROM exact
      UNION ALL SELECT id, published_at, score, false, is_fixed FROM typos
    ) hits, counts
    ORDER BY exact DESC, score DESC, published_at DESC NULLS LAST, id
    LIMIT ${limit} OFFSET ${offset}`;
}

/** The statement for one page of hits (exported for bench/ EXPLAIN). */
export function hitsStatement(plan: SearchPlan, limit = plan.input.limit, offset = plan.input.offset): SQL {
  return plan.query ? textSearchSql(plan, limit, offset) : newestSql(plan.input, limit, offset);
}

export interface HitRow {
  id: string;
  score: number;
  /** Matched the words as typed. */
  exact: boolean;
  /** Matched the corrected query (a typo hit). */
  fixed: boolean;
  total: number;
  exact_total: number;
  fixed_total: number;
  /** More hits than were counted (COUNT_MAX). */
  capped: boolean;
  facets: SearchFacets | null;
}

const NO_FACETS: SearchFacets = { subjects: [], grades: [], formats: [] };

interface FoundHits {
  page: HitRow[];
  total: number;
  exactTotal: number;
  /** More hits exist than `total` counts. */
  moreResults: boolean;
  /** The correction, when the query found few exact hits and the correction found some. */
  didYouMean: string | null;
  facets: SearchFacets;
}

/** One page of hits with the totals and facets (counted even past the last page). */
export async function findHits(db: Db | Tx, plan: SearchPlan): Promise<FoundHits> {
  const none = { page: [], total: 0, exactTotal: 0, moreResults: false, didYouMean: null, facets: NO_FACETS };
  if (plan.query && plan.tsqueries.length === 0 && plan.correctedTsqueries.length === 0 && plan.threshold === null) return none;
  const run = async (limit: number, offset: number) => rowsOf<HitRow>(await db.execute(hitsStatement(plan, limit, offset)));
  const { limit, offset } = plan.input;
  const page = await run(limit, offset);
  // Past the last page no row carries the counts: ask for the first hit.
  const counts = page[0] ?? (offset > 0 ? (await run(1, 0))[0] : undefined);
  if (!counts) return none;
  const offerCorrection = counts.exact_total < FEW_EXACT && counts.fixed_total > 0;
  return {
    page,
    total: counts.total,
    exactTotal: counts.exact_total,
    moreResults: counts.capped,
    didYouMean: offerCorrection ? plan.corrected : null,
    facets: counts.facets ?? NO_FACETS,
  };
}

/** Runs `fn` in a transaction when the query is a text search (planSearch sets SET LOCALs). */
export async function inSearchTransaction<T>(db: Db, query: string, fn: (db: Db | Tx) => Promise<T>): Promise<T> {
  return query ? db.transaction(fn) : fn(db);
}
