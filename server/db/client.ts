/**
 * Database client: embedded PGlite in DATA_DIR when DATABASE_URL is unset, else a PostgreSQL
 * pool. Migrations are applied on open, once per process and database, under an advisory lock
 * so instances starting together on one PostgreSQL do not race.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { ServerEnv } from '../env';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client (PGlite only): backups dump its data directory. */
  pglite?: PGlite;
  /**
   * Plain SQL for libraries that bring their own (pg-boss): `$n` parameters, or several
   * statements in one text when there are none. A failed multi-statement text is rolled back,
   * so an aborted transaction is never left on a shared connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTEN on `channel` (server/chat/live-hub.ts): `onPayload` gets every NOTIFY payload. On
   * PostgreSQL this is one dedicated connection (not the pool's), re-established after a drop;
   * `onResume` runs after each re-connection, since notifications sent meanwhile are lost.
   * Resolves with a function that stops listening and closes that connection.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume: () => void): Promise<() => Promise<void>>;
  /** Runs `fn` while holding a database-wide lock (one instance at a time). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;

export const MIGRATIONS_DIR = resolve(process.cwd(), 'server/db/migrations');
const MIGRATION_LOCK = 7_320_001;

export interface OpenOptions {
  /**
   * PGlite: how long to wait for another process to let go of the data directory (a restart
   * whose old process is still shutting down). Default 30 s; tools such as db:backup pass 0.
   */
  lockWaitMs?: number;
  /** PGlite: create the database from this dumpDataDir() tarball (db:restore; the directory must be empty). */
  loadDataDir?: Blob;
}

export async function openDatabase(env: ServerEnv, options: OpenOptions = {}): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.DATA_DIR, options);
}

/** Where PGlite keeps its database inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pglite');

async function openPglite(dataDir: string, { lockWaitMs = 30_000, loadDataDir }: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = pgliteDir(dataDir);
  mkdirSync(dir, { recursive: true });
  // One process per data directory (server/db/pglite-lock.ts): two would corrupt it.
  const release = await lockPgliteDir(`${dir}.lock`, lockWaitMs);
  let client: PGlite;
  try {
    // PGlite serves one connection: one client per process, and it queues queries itself.
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // exec runs several statements (pg-boss's schema install); its last result carries the rows.
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (err) {
        await client.exec('ROLLBACK').catch(() => {});
        throw err;
      }
    },
    // PGlite's own LISTEN/NOTIFY: one process, one connection; nothing to re-establish.
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    // Single connection in a single process: there is no other instance to lock out.
    withLock: (_key, fn) => fn(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A bounded connect wait: while PostgreSQL is unreachable, requests fail fast (503) instead of
  // queueing until the socket times out.
  const pool = new pg.default.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const conn = await pool.connect();
      try {
        return await conn.query(text);
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload, onResume) => listenPostgres(pg.default, url, channel, onPayload, onResume),
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

/** Waits after a dropped listener connection before connecting again (doubling up to the max). */
const LISTEN_RETRY_MS = { first: 250, max: 5_000 };

async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: import('pg').Client | null = null;
  let retry = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    conn.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    conn.on('error', () => {
      // 'end' follows: reconnect there.
    });
    conn.on('end', () => {
      if (current !== conn || stopped) return;
      current = null;
      schedule();
    });
    await conn.connect();
    await conn.query(`LISTEN ${quoted}`);
    current = conn;
    retry = LISTEN_RETRY_MS.first;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect()
        .then(() => onResume())
        .catch(() => {
          retry = Math.min(retry * 2, LISTEN_RETRY_MS.max);
          schedule();
        });
    }, retry);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const conn = current;
    current = null;
    await conn?.end().catch(() => {});
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

/** Socket errors and PostgreSQL codes that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
  '57P01', '57P02', '57P03', // admin/crash shutdown, cannot connect now
  '53300', // too many connections
  '3D000', // the database does not exist (dropped under us)
]);
const UNAVAILABLE_MESSAGE = /connection terminated|timeout exceeded when trying to connect|connection error|cannot use a pool after calling end/i;

/**
 * Why `err` (or an error it wraps: Drizzle's `cause`, an AggregateError's `errors`) says the
 * database is unreachable, as opposed to a query that is wrong; null when it does not. The API
 * answers those with 503. The reason is a code or driver message, never query parameters.
 */
export function databaseUnavailableReason(err: unknown, depth = 0): string | null {
  if (depth > 5 || typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return e.code;
  if (typeof e.message === 'string' && !e.cause && UNAVAILABLE_MESSAGE.test(e.message)) return e.message;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason(e.cause, depth + 1);
}
