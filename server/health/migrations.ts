/**
 * Are this build's migrations applied? Drizzle's journal (server/db/migrations/meta) lists the
 * migrations the build ships, each with its `when`; the migrator records the `when` of every
 * migration it applied in drizzle.__drizzle_migrations.created_at and applies those newer than
 * the newest recorded. So one indexed max() answers it, the same way the migrator decides.
 * A database ahead of this build (a newer instance migrated it during a rolling deploy) counts
 * as applied: migrations only add.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../db/client';

interface JournalEntry {
  when: number;
  tag: string;
}

let journal: JournalEntry[] | undefined;

/** The migrations this build ships, oldest first (read once). */
export function shippedMigrations(): JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
  return journal;
}

/**
 * Tags of the shipped migrations the database has not applied yet; empty when up to date.
 * `query` runs plain SQL: readiness passes its own connection (Database.probe), not the pool.
 */
export async function pendingMigrations(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  let newest: number;
  try {
    const result = await query('SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations');
    const row = (result.rows as { newest: string | number | null }[])[0];
    newest = row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest);
  } catch (err) {
    // No journal table at all: nothing was ever applied here (42P01 undefined table, 3F000 schema).
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === '42P01' || code === '3F000') newest = 0;
    else throw err;
  }
  return shippedMigrations().filter((m) => m.when > newest).map((m) => m.tag);
}
