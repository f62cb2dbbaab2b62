/**
 * Keeps knows.search_vector current: title (weight A), description (B) and the documents' text
 * (C), in the content language's accent-free configuration; and records the words in the search
 * lexicon (typo correction). Called in the same transaction as every write that changes those
 * fields, so a know is searchable the moment its call returns.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { knows } from '../db/schema';
import { recordWords } from './search-lexicon';
import { CONFIG_BY_BASE_LANGUAGE, SIMPLE_CONFIG } from './text-search-config';

/**
 * The row's text-search configuration: one CASE over the fixed table of text-search-config.ts
 * (constants only, never user text), so a batch of knows in different languages is indexed in
 * one statement and search highlights each hit in its own language.
 */
export const CONFIG_SQL = sql`(CASE split_part(lower(${knows.contentLanguage}), '-', 1) ${sql.raw(
  Object.entries(CONFIG_BY_BASE_LANGUAGE)
    .map(([lang, config]) => `WHEN '${lang}' THEN '${config}'`)
    .join(' '),
)} ELSE ${sql.raw(`'${SIMPLE_CONFIG}'`)} END)::regconfig`;

/** The search vector expression for a row of `knows` (also used by bench/ to index in bulk). */
export const SEARCH_VECTOR_SQL = sql`setweight(to_tsvector(${CONFIG_SQL}, coalesce(${knows.title}, '')), 'A') ||
  setweight(to_tsvector(${CONFIG_SQL}, coalesce(${knows.description}, '')), 'B') ||
  setweight(to_tsvector(${CONFIG_SQL}, left(coalesce(${knows.documentText}, ''), 500000)), 'C')`;

export async function reindexKnows(db: Db | Tx, knowIds: string[]): Promise<void> {
  if (knowIds.length === 0) return;
  await db.update(knows).set({ searchVector: SEARCH_VECTOR_SQL }).where(inArray(knows.id, knowIds));
  await recordWords(db, knowIds);
}
