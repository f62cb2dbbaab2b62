/**
 * The search lexicon (table search_words, decision 0060): every word of every indexed know, per
 * base content language, lower-cased and accent-free, with its first spelling as written. A query
 * word the lexicon does not know (and, for the last word, that starts no known word) is replaced
 * by the most similar known word by trigram similarity; the corrected query is searched as typo
 * hits and offered as "Did you mean ...?". Words come from the 'simple' parser, so they are the
 * words as written in every language, not stems.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Lexicon words have this many characters (shorter ones are too common to correct towards). */
const WORD_MIN = 3;
const WORD_MAX = 40;
/** The documents' text read for words, as the search vector reads it. */
const TEXT_CHARS = 500_000;
/** Query words shorter than this are never corrected: too many words resemble them. */
export const CORRECTABLE_MIN = 4;

/** The words of the knows that `where` selects, added to the lexicon (existing words stay). */
export function recordWordsSql(where: SQL): SQL {
  // Sorted, so two transactions adding the same new words lock them in the same order.
  return sql`INSERT INTO search_words (language, word, display)
    SELECT split_part(lower(content_language), '-', 1), unaccent(w.lexeme), min(w.lexeme)
    FROM knows, unnest(to_tsvector('simple'::regconfig, title || ' ' || description || ' ' || left(document_text, ${TEXT_CHARS}))) w
    WHERE ${where} AND char_length(w.lexeme) BETWEEN ${WORD_MIN} AND ${WORD_MAX} AND w.lexeme ~ '[[:alpha:]]'
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (language, word) DO NOTHING`;
}

export async function recordWords(db: Db | Tx, knowIds: string[]): Promise<void> {
  if (knowIds.length === 0) return;
  await db.execute(recordWordsSql(sql`knows.id = ANY(${`{${knowIds.join(',')}}`}::uuid[])`));
}

/** A query word: as typed, and whether correction may replace it. */
interface Token {
  text: string;
  correctable: boolean;
}

/** The query's words: letters and digits only (operators and punctuation are not searched). */
export function queryTokens(query: string): string[] {
  return query.match(/[\p{L}\p{N}]+(?:\p{M}+[\p{L}\p{N}]*)*/gu) ?? [];
}

/**
 * The trigram similarity a replacement needs, by word length: a short word resembles many words,
 * a long one still resembles its misspelling ("plattentecktonik" ~ 0.6 "plattentektonik").
 */
function similarityFloor(letters: number): number {
  return letters <= 5 ? 0.45 : letters <= 8 ? 0.35 : 0.3;
}

/**
 * How many letters a replacement may have more or fewer than the typed word: a misspelling
 * drops, adds or swaps a letter or two. A long made-up word that only starts like a short known
 * one is no misspelling of it ("codevalamx" resembles "code" at 0.33).
 */
function lengthGapMax(letters: number): number {
  return Math.max(2, Math.floor(letters / 4));
}

export interface Correction {
  /** The corrected query, as a person would type it; null when nothing was corrected. */
  query: string | null;
  /** Whether the corrected query's last word is still the one typed (then matched as a prefix too). */
  lastIsPrefix: boolean;
}

/**
 * The query with its unknown words replaced by the most similar known words of the content
 * language (of any language without one: a Spanish word is not a correct Italian one). The last
 * word is known when a known word starts with it (it is matched as a prefix). One round trip.
 */
export async function correctQuery(db: Db | Tx, query: string, contentLanguage: string | undefined): Promise<Correction> {
  const tokens: Token[] = queryTokens(query).map((text) => ({
    text,
    correctable: [...text].length >= CORRECTABLE_MIN && /\p{L}/u.test(text),
  }));
  const candidates = tokens.map((t, i) => ({ ...t, i })).filter((t) => t.correctable);
  if (candidates.length === 0) return { query: null, lastIsPrefix: true };
  const last = tokens.length - 1;
  const base = contentLanguage ? contentLanguage.split('-')[0]!.toLowerCase() : null;
  const languageOf = (alias: string) => (base ? sql`${sql.raw(alias)}.language = ${base}` : sql`true`);
  const language = languageOf('s');
  // Known words are told apart first (index lookups; a prefix is a range of the pattern-ops
  // index), so only unknown ones pay for the trigram search.
  const rows = (
    (await db.execute(sql`
      WITH q AS MATERIALIZED (
        SELECT q.i, lower(unaccent(q.typed)) AS w, q.floor, q.gap
        FROM unnest(${sql.param(candidates.map((c) => c.i))}::int[], ${sql.param(candidates.map((c) => c.text))}::text[],
          ${sql.param(candidates.map((c) => similarityFloor([...c.text].length)))}::float4[],
          ${sql.param(candidates.map((c) => lengthGapMax([...c.text].length)))}::int[]) AS q(i, typed, floor, gap)
      ),
      unknown AS MATERIALIZED (
        SELECT * FROM q
        WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE ${language} AND s.word = q.w)
          AND NOT (q.i = ${last} AND EXISTS (
            SELECT 1 FROM search_words s WHERE ${language} AND s.word ~>=~ q.w AND s.word ~<~ (q.w || chr(1114111))))
      )
      SELECT u.i::int AS i, f.display AS fix
      FROM unknown u, LATERAL (
        SELECT c.display FROM (
          -- OFFSET 0 keeps the language test out of this scan: the trigram index must drive it, not
          -- the (language, word) index, which would compare every word of the language.
          SELECT s.display, s.language, s.word, similarity(s.word, u.w) AS sim FROM search_words s WHERE s.word % u.w OFFSET 0
        ) c
        WHERE ${languageOf('c')} AND c.sim >= u.floor AND abs(char_length(c.word) - char_length(u.w)) <= u.gap
        ORDER BY c.sim DESC, abs(char_length(c.word) - char_length(u.w)), c.word
        LIMIT 1
      ) f`)) as unknown as { rows: { i: number; fix: string }[] }
  ).rows;
  if (rows.length === 0) return { query: null, lastIsPrefix: true };
  const fixes = new Map(rows.map((r) => [r.i, r.fix]));
  return {
    query: tokens.map((t, i) => fixes.get(i) ?? t.text).join(' '),
    lastIsPrefix: !fixes.has(last),
  };
}
