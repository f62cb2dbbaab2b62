/**
 * What a backup records about its database and a restore checks again: the rows in every table,
 * the migration level, the storage keys the rows name. Plain SQL through a `query` function, so
 * the same code runs on a PGlite client and inside pg_dump's snapshot on a pg connection.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../db/client';
import type { MigrationLevel } from './manifest';

export type Query = <T = Record<string, unknown>>(text: string) => Promise<T[]>;

const SYSTEM_SCHEMAS = "('pg_catalog', 'information_schema', 'pg_toast')";
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** "schema.table" of every table outside the system schemas (the app's, drizzle's, a job queue's). */
export async function tableNames(query: Query): Promise<string[]> {
  const rows = await query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ${SYSTEM_SCHEMAS} AND table_schema NOT LIKE 'pg_temp%'
      ORDER BY 1, 2`,
  );
  return rows.map((r) => `${r.schema}.${r.name}`);
}

/** Rows per table, keyed "schema.table". */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(query)) {
    const [schema = '', name = ''] = table.split('.');
    const [row] = await query<{ n: string | number }>(`SELECT count(*) AS n FROM ${quoteIdent(schema)}.${quoteIdent(name)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this code ships (drizzle's journal), oldest first. */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** How far the database is migrated: drizzle applies every journal entry newer than `latestWhen`. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const [exists] = await query<{ ok: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists?.ok) return { applied: 0, latestWhen: null, latestTag: null };
  const [row] = await query<{ applied: string | number; latest: string | number | null }>(
    'SELECT count(*) AS applied, max(created_at) AS latest FROM drizzle.__drizzle_migrations',
  );
  const latestWhen = row?.latest == null ? null : Number(row.latest);
  return {
    applied: Number(row?.applied ?? 0),
    latestWhen,
    latestTag: codeMigrations().find((m) => m.when === latestWhen)?.tag ?? null,
  };
}

/**
 * Storage keys the database points at: documents and thumbnails of uploads, profile pictures.
 * A backup copies every stored file anyway; this list only proves none of these is missing.
 * A new kind of stored file adds its column here (docs/decisions/0020-backups.md).
 */
const KEY_COLUMNS: [table: string, column: string][] = [
  ['uploads', 'storage_key'],
  ['uploads', 'thumbnail_key'],
  ['users', 'profile_picture_key'],
];

export async function referencedKeys(query: Query): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, column] of KEY_COLUMNS) {
    const rows = await query<{ key: string }>(`SELECT ${quoteIdent(column)} AS key FROM public.${quoteIdent(table)} WHERE ${quoteIdent(column)} IS NOT NULL`);
    for (const r of rows) keys.add(r.key);
  }
  return keys;
}

export async function serverVersion(query: Query): Promise<string> {
  const [row] = await query<{ v: string }>('SHOW server_version');
  return row?.v ?? 'unknown';
}
