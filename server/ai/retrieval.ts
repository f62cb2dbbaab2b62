/**
 * Retrieval for the assistants (decision 0034): the question's content words (stop words of the
 * language removed) become an OR text-search query in the material's language and 'simple'; the
 * knows matching it are ranked on the same index as know search (knows.search_vector, GIN), and
 * in the best of them the pages that match best are quoted (ts_headline) with their page numbers.
 * Readable material only: public knows of the edition's language, the caller's saved public knows
 * and the caller's own knows; a bot or a chosen set narrows that further, never widens it. Of a
 * know, only the pages the caller may read are quoted (decision 0048).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Db, Tx } from '../db/client';
import type { AuthUser } from '../auth/authenticate';
import { readablePageSql, readsWholeSql } from '../knows/page-access';
import { CONFIG_SQL } from '../search/search-index';
import { textSearchConfig } from '../search/text-search-config';
import { citationOf } from './citation';
import { contentWords } from './text/segment';
import type { Retrieved } from './types';
import { viewerPathOf } from './sources';

export type RetrievalScope =
  | { kind: 'edition'; contentLanguage: string }
  | { kind: 'subject'; contentLanguage: string; subjectId: number }
  | { kind: 'knows'; contentLanguage: string; knowIds: string[] };

const TERMS_MAX = 16;
const KNOWS_MAX = 5;
/** Matching knows ranked per question at most (see retrievePassages). */
const CANDIDATES_MAX = 400;
const PASSAGES_MAX = 4;
const PASSAGES_PER_KNOW = 2;
/** ts_headline reads this much of a page (or of a know's text when it has no pages). */
const HEADLINE_CHARS = 20_000;
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=45, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The question as text-search queries (as PostgreSQL printed them): `all` needs every content
 * word (in the material's language or as written), `any` one of them. Null when the question has
 * no content words.
 */
async function queries(db: Db | Tx, question: string, contentLanguage: string): Promise<{ all: string; any: string } | null> {
  const terms = [...new Set(contentWords(question, contentLanguage))].slice(0, TERMS_MAX);
  if (terms.length === 0) return null;
  const text = terms.join(' ');
  const [row] = rowsOf<{ lang: string; simple: string }>(
    await db.execute(sql`SELECT plainto_tsquery(${textSearchConfig(contentLanguage)}::regconfig, ${text})::text AS lang,
      plainto_tsquery('simple', ${text})::text AS simple,
      set_config('enable_seqscan', 'off', true)`),
  );
  const parts = [row?.lang, row?.simple].filter((p): p is string => !!p && p.trim() !== '');
  if (parts.length === 0) return null;
  return {
    all: parts.map((p) => `(${p})`).join(' | '),
    any: parts.map((p) => `(${p.replaceAll(' & ', ' | ')})`).join(' | '),
  };
}

function scopeFilter(viewer: AuthUser, scope: RetrievalScope): SQL {
  const isPublic = sql`(knows.status = 'PUBLISHED' AND NOT knows.is_private)`;
  const own = viewer.knowerId ? sql`knows.knower_id = ${viewer.knowerId}::uuid` : sql`false`;
  const readable = sql`(${isPublic} OR ${own})`;
  if (scope.kind === 'knows') return sql`(knows.id = ANY(${`{${scope.knowIds.join(',')}}`}::uuid[]) AND ${readable})`;
  if (scope.kind === 'subject') return sql`(${isPublic} AND knows.subject_id = ${scope.subjectId} AND knows.content_language = ${scope.contentLanguage})`;
  const saved = sql`knows.id IN (SELECT know_id FROM know_saves WHERE user_id = ${viewer.user.id}::uuid)`;
  return sql`((${isPublic} AND (knows.content_language = ${scope.contentLanguage} OR ${saved})) OR ${own})`;
}

export async function retrievePassages(app: AppContext, viewer: AuthUser, question: string, scope: RetrievalScope): Promise<Retrieved[]> {
  // Sequential scans off for this transaction (as know search does): the planner prices
  // `search_vector @@ q` with a LIMIT as cheap on a full scan, which reads every know's vector.
  const found = await app.db.transaction(async (tx) => {
    const query = await queries(tx, question, scope.contentLanguage);
    if (!query) return null;
    // Knows with every word of the question first; only if too few, knows with any word. Either
    // set is cut before ranking (ts_rank reads each know's whole vector; a common word matches a
    // third of an edition), so the work per question stays bounded however large it grows.
    const rank = async (match: string, exclude: string[]) =>
      rowsOf<{ id: string; title: string; rank: number }>(
        await tx.execute(sql`SELECT id, title, ts_rank(search_vector, ${query.any}::tsquery) AS rank FROM (
            SELECT knows.id, knows.title, knows.search_vector FROM knows
            WHERE knows.search_vector @@ ${match}::tsquery AND ${scopeFilter(viewer, scope)}
              AND NOT (knows.id = ANY(${`{${exclude.join(',')}}`}::uuid[]))
            LIMIT ${CANDIDATES_MAX}) candidates
          ORDER BY rank DESC, id LIMIT ${KNOWS_MAX}`),
      );
    const rows = await rank(query.all, []);
    if (rows.length < KNOWS_MAX) rows.push(...(await rank(query.any, rows.map((k) => k.id))).slice(0, KNOWS_MAX - rows.length));
    return { q: query.any, knowRows: rows };
  });
  if (!found) return [];
  const { q, knowRows } = found;
  if (knowRows.length === 0) return [];
  const ids = `{${knowRows.map((k) => k.id).join(',')}}`;
  // Pages of those knows that match, best first, numbered on over each know's documents.
  const pageRows = rowsOf<{ know_id: string; page: number | null; rank: number; quote: string }>(
    await app.db.execute(sql`WITH docs AS (
        SELECT id, know_id, coalesce(sum(page_count) OVER (PARTITION BY know_id ORDER BY position, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS first
        FROM uploads WHERE know_id = ANY(${ids}::uuid[])
      ), pages AS (
        SELECT docs.know_id, (docs.first + p.page_number)::int AS page, left(p.text, ${HEADLINE_CHARS}) AS text, ${CONFIG_SQL} AS cfg
        FROM upload_pages p JOIN docs ON docs.id = p.upload_id JOIN knows ON knows.id = docs.know_id
        WHERE ${readablePageSql(viewer, sql`docs.first + p.page_number`)}
      )
      SELECT know_id, page, ts_rank_cd(to_tsvector(cfg, text), ${q}::tsquery) AS rank,
        ts_headline(cfg, text, ${q}::tsquery, ${HEADLINE_OPTIONS}) AS quote
      FROM pages WHERE to_tsvector(cfg, text) @@ ${q}::tsquery
      UNION ALL
      SELECT knows.id, NULL, 0, ts_headline(${CONFIG_SQL}, left(knows.document_text, ${HEADLINE_CHARS}), ${q}::tsquery, ${HEADLINE_OPTIONS})
      FROM knows WHERE knows.id = ANY(${ids}::uuid[]) AND ${readsWholeSql(viewer)} AND NOT EXISTS (SELECT 1 FROM uploads u JOIN upload_pages up ON up.upload_id = u.id WHERE u.know_id = knows.id)
      ORDER BY rank DESC`),
  );
  const knowRank = new Map(knowRows.map((k, i) => [k.id, i]));
  const perKnow = new Map<string, number>();
  const out: Retrieved[] = [];
  const sorted = [...pageRows].sort((a, b) => Number(b.rank) * (1 / (1 + knowRank.get(b.know_id)!)) - Number(a.rank) * (1 / (1 + knowRank.get(a.know_id)!)));
  // Every retrieved know gets its best page before any know gets a second.
  for (const round of [1, PASSAGES_PER_KNOW]) {
    for (const p of sorted) {
      if (out.length >= PASSAGES_MAX) break;
      const n = perKnow.get(p.know_id) ?? 0;
      if (n >= round || out.some((o) => o.knowId === p.know_id && o.citation.page === p.page)) continue;
      const quote = p.quote.replace(/\s+/g, ' ').trim();
      if (!quote) continue;
      const know = knowRows.find((k) => k.id === p.know_id)!;
      perKnow.set(p.know_id, n + 1);
      out.push({ knowId: know.id, citation: citationOf({ knowUuid: know.id, uploadUuid: null, title: know.title, viewerPath: viewerPathOf(know) }, p.page, quote) });
    }
  }
  return out;
}
