/**
 * The SQL of know search: one statement finds, counts and ranks the hits of a query and returns
 * one page of ids. Exact hits are full-text matches (GIN index on knows.search_vector); typo
 * hits are titles that resemble the query (trigram index on lower(title)) without matching it.
 * Statements name columns plainly: every filtered scan reads "knows" unaliased.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { SearchInput } from '@/lib/contract/search';
import { CONFIG_BY_BASE_LANGUAGE, textSearchConfig } from './text-search-config';

/** ts_rank_cd weights {D, C, B, A}: title, then description, then the documents' text. */
export const RANK_WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/**
 * Ranking reads each hit's whole vector (title, description and every page), and a broad word
 * can match tens of thousands of knows; so ts_rank_cd runs on a bounded set of RANKED full-text
 * matches: those with the most query words in their title first (the strongest signal, read
 * from the heap row the match visits anyway), then the newest. Deep pages rank more, so page n+1
 * continues page n. Counting the matches reads no vector.
 */
const RANKED = 300;
/**
 * Typo hits are looked for while the query has fewer exact hits than this: they rank after every
 * exact hit, so beyond it they would only pad the count, and the trigram scan is not free.
 */
const TYPO_GATE = 300;
/** Typo hits considered, most similar first. */
const TYPOS_MAX = 200;
/**
 * Titles the typo scan compares at most: a query sharing trigrams with thousands of titles costs
 * a similarity computation for each; past this many, the most similar of those compared win.
 */
const TYPO_CANDIDATES_MAX = 2_000;

const ALL_CONFIGS = [...new Set([...Object.values(CONFIG_BY_BASE_LANGUAGE), 'simple'])];

export interface SearchPlan {
  input: SearchInput;
  /** The query as searched (trimmed; '' lists the newest knows). */
  query: string;
  /**
   * The query parsed in each configuration searched, distinct and non-empty (tsquery text).
   * Empty when the query has only stop words or punctuation.
   */
  tsqueries: string[];
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
 * Settings for this transaction only (SET LOCAL), and the query parsed in each configuration, in
 * one round trip. Duplicates go: the planner estimates an OR of n equal terms as n times as
 * broad, and then prefers reading every row to the GIN index. Sequential scans are off: the
 * planner prices `search_vector @@ q` like any filter, but on a sequential scan it reads every
 * know's whole vector, which the index never does.
 */
export async function planSearch(db: Db | Tx, input: SearchInput): Promise<SearchPlan> {
  const query = input.query ?? '';
  const threshold = query ? typoThreshold(query) : null;
  if (!query) return { input, query, tsqueries: [], threshold };
  const [row] = rowsOf<{ qs: string[] }>(
    await db.execute(sql`SELECT
      ARRAY(SELECT DISTINCT websearch_to_tsquery(c::regconfig, ${query})::text FROM unnest(${sql.param(searchConfigs(input.contentLanguageCode))}::text[]) c) AS qs,
      set_config('enable_seqscan', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(threshold ?? 0.6)}, true)`),
  );
  return { input, query, tsqueries: (row?.qs ?? []).filter((q) => q !== ''), threshold };
}

/** The query as one tsquery (an OR of its forms); NULL matches nothing. */
export function tsQuerySql(plan: SearchPlan): SQL {
  if (plan.tsqueries.length === 0) return sql`NULL::tsquery`;
  return sql`(${sql.join(plan.tsqueries.map((q) => sql`${q}::tsquery`), sql` || `)})`;
}

function filterSql(p: SearchInput): SQL {
  const conds: SQL[] = [sql`status = 'PUBLISHED' AND NOT is_private`];
  if (p.subjectId !== undefined) conds.push(sql`subject_id = ${p.subjectId}`);
  if (p.topicUuid !== undefined) conds.push(sql`topic_uuid = ${p.topicUuid.toLowerCase()}`);
  if (p.contentLanguageCode !== undefined) conds.push(sql`content_language = ${p.contentLanguageCode}`);
  if (p.knowFormat !== undefined) conds.push(sql`format = ${p.knowFormat}`);
  return sql.join(conds, sql` AND `);
}

/** Newest first; backward scans of the partial (filter, published_at) indexes serve it. */
function newestSql(p: SearchInput, limit: number, offset: number): SQL {
  const where = filterSql(p);
  return sql`
    SELECT id, 0::float8 AS score, false AS exact, (SELECT count(*) FROM knows WHERE ${where})::int AS total, 0 AS exact_total
    FROM knows
    WHERE ${where}
    ORDER BY published_at DESC, id DESC
    LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The query's words cut to a stem-like prefix ("Zellen" -> zel, "photosynthesis" ->
 * photosynthe), lower-case letters and digits only: cheap substring tests for "in the title"
 * and "where in the text" that need no parsing.
 */
export function queryPrefixes(query: string): string[] {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => [...w].length >= 3);
  return words.slice(0, 8).map((w) => [...w].slice(0, Math.max(3, [...w].length - 3)).join(''));
}

function textSearchSql(plan: SearchPlan, limit: number, offset: number): SQL {
  const tsq = tsQuerySql(plan);
  const where = filterSql(plan.input);
  const prefixes = queryPrefixes(plan.query);
  const titleHits = prefixes.length
    ? sql.join(prefixes.map((p) => sql`(strpos(lower(title), ${p}) > 0)::int`), sql` + `)
    : sql`0`;
  // The full-text matches: from the GIN index and the heap rows (no vector is read).
  const fts = sql`fts AS MATERIALIZED (
      SELECT id, published_at, ${titleHits} AS title_hits FROM knows WHERE search_vector @@ ${tsq} AND ${where}
    ),
    ranked AS (SELECT id FROM fts ORDER BY title_hits DESC, published_at DESC NULLS LAST, id LIMIT ${Math.max(RANKED, offset + limit)}),
    exact AS (
      SELECT k.id, k.published_at, (1 + ts_rank_cd(${RANK_WEIGHTS}::float4[], k.search_vector, ${tsq}, 32))::float8 AS score,
        true AS exact
      FROM ranked JOIN knows k ON k.id = ranked.id
    )`;
  if (plan.threshold === null) {
    return sql`
      WITH ${fts}
      SELECT id, score, exact, c.n AS total, c.n AS exact_total
      FROM exact, (SELECT count(*)::int AS n FROM fts) c
      ORDER BY score DESC, published_at DESC NULLS LAST, id
      LIMIT ${limit} OFFSET ${offset}`;
  }
  const lowered = plan.query.toLowerCase();
  return sql`
    WITH ${fts},
    lookalike AS MATERIALIZED (
      SELECT id, published_at, word_similarity(${lowered}, lower(title))::float8 AS sim
      FROM (
        SELECT id, published_at, title FROM knows
        WHERE ${lowered} <% lower(title) AND ${where} AND (SELECT count(*) FROM fts) < ${TYPO_GATE}
        LIMIT ${TYPO_CANDIDATES_MAX}
      ) candidates
      ORDER BY sim DESC, published_at DESC NULLS LAST, id LIMIT ${TYPOS_MAX}
    ),
    typos AS (SELECT l.id, l.published_at, l.sim FROM lookalike l WHERE NOT EXISTS (SELECT 1 FROM fts f WHERE f.id = l.id)),
    counts AS (SELECT (SELECT count(*) FROM fts)::int AS exact_total, (SELECT count(*) FROM typos)::int AS typo_total)
    SELECT id, score, exact, exact_total + typo_total AS total, exact_total
    FROM (SELECT * FROM exact UNION ALL SELECT id, published_at, sim, false FROM typos) hits, counts
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
  exact: boolean;
  total: number;
  exact_total: number;
}

/** One page of hits with the totals (counted even past the last page). */
export async function findHits(db: Db | Tx, plan: SearchPlan) {
  if (plan.query && plan.tsqueries.length === 0 && plan.threshold === null) return { page: [], total: 0, exactTotal: 0 };
  const run = async (limit: number, offset: number) => rowsOf<HitRow>(await db.execute(hitsStatement(plan, limit, offset)));
  const { limit, offset } = plan.input;
  const page = await run(limit, offset);
  // Past the last page no row carries the counts: ask for the first hit.
  const counts = page[0] ?? (offset > 0 ? (await run(1, 0))[0] : undefined);
  return { page, total: counts?.total ?? 0, exactTotal: counts?.exact_total ?? 0 };
}

/** Runs `fn` in a transaction when the query is a text search (planSearch sets SET LOCALs). */
export async function inSearchTransaction<T>(db: Db, query: string, fn: (db: Db | Tx) => Promise<T>): Promise<T> {
  return query ? db.transaction(fn) : fn(db);
}
