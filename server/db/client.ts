/**
 * Database client: embedded PGlite in DATA_DIR when DATABASE_URL is unset, else a PostgreSQL
 * pool. Migrations are applied on open, once per process and database, under an advisory lock
 * so instances starting together on one PostgreSQL do not race.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ServerEnv } from '../env';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a database-wide lock (one instance at a time). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(process.cwd(), 'server/db/migrations');
const MIGRATION_LOCK = 7_320_001;

export async function openDatabase(env: ServerEnv): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = join(resolve(dataDir), 'pglite');
  mkdirSync(dir, { recursive: true });
  // PGlite serves one connection: one client per process, and it queues queries itself.
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // Single connection in a single process: there is no other instance to lock out.
    withLock: (_key, fn) => fn(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withLock(key, fn) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzle({ client: conn, schema }) as unknown as Db);
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    }
  });
}

/** Drops every table of the app and the migration journal (db:reset). */
export async function dropEverything(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async (db) => {
    await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await db.execute(sql`DROP SCHEMA public CASCADE`);
    await db.execute(sql`CREATE SCHEMA public`);
  });
}
