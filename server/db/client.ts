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
   * statements in one text when there are none (then the rows of all of them, in order: pg-boss 12
   * reads a lock row and a claim's rows from one text). A failed multi-statement text is rolled back,
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
  /**
   * Runs one short read on a connection of its own, never the pool's (readiness, decision 0045):
   * whether the database answers, not whether the pool has a free slot. The connection opens
   * on first use and is dropped after an error or after `timeoutMs` without an answer (then the
   * promise rejects with code PROBE_TIMED_OUT), so the next probe connects afresh.
   */
  probe(text: string, timeoutMs: number): Promise<{ rows: unknown[] }>;
  /** Runs `fn` while holding a database-wide lock (one instance at a time). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The connect bound of the connections outside the pool (chat listener, locks). */
const CONNECT_TIMEOUT_MS = 5_000;

/** The code a probe rejects with when the database did not answer within its bound. */
export const PROBE_TIMED_OUT = 'PROBE_TIMED_OUT';

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
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX, waitMs: env.DATABASE_POOL_WAIT_MS });
  return openPglite(env.DATA_DIR, options);
}

/** Where PGlite keeps its database inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pglite');

/**
 * The embedded database keeps a small write-ahead log. PostgreSQL's defaults (max_wal_size 1 GB)
 * are sized for a busy server: after the demo seed a new DATA_DIR held 16 recycled 16 MB segments,
 * 256 of its 356 MB, and every copy of it (a backup, the API tests' databases) carried them.
 * PGlite runs PostgreSQL without a checkpointer, so the log is trimmed at the checkpoint of a
 * clean close, to these sizes: about 6 segments (DATA_DIR 165 MB). Tested by
 * tests/api/pglite-data-dir.test.ts.
 */
const PGLITE_WAL_PARAMS = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

async function openPglite(dataDir: string, { lockWaitMs = 30_000, loadDataDir }: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = pgliteDir(dataDir);
  mkdirSync(dir, { recursive: true });
  // One process per data directory (server/db/pglite-lock.ts): two would corrupt it.
  const release = await lockPgliteDir(`${dir}.lock`, lockWaitMs);
  let client: PGlite;
  try {
    // PGlite serves one connection: one client per process, and it queues queries itself.
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, unaccent, btree_gin }, loadDataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_WAL_PARAMS] });
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
      // exec runs several statements (pg-boss's schema install, its locked claims); pg-boss reads
      // the rows of every one (its advisory-lock row comes before the claim's), so all are kept.
      try {
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
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
    // One connection that queues queries itself: there is no pool to run dry.
    probe: (text) => client.query(text),
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

async function openPostgres(url: string, { max, waitMs }: { max: number; waitMs: number }): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A bounded wait (DATABASE_POOL_WAIT_MS, decision 0045) for a free connection or a new one: a
  // request that gets none in time is answered 503 (busy when it waited in the queue,
  // unreachable when connecting failed) instead of queueing until its client gives up.
  const pool = new pg.default.Pool({ connectionString: url, max, connectionTimeoutMillis: waitMs });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one that breaks while checked out (a request's query or transaction under way): the pool
  // listens only to idle clients, and the client's 'error' would be uncaught. The query is failed
  // on its own; the released client is no longer queryable, so the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const probes = probeConnection(pg.default, url);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const conn = await pool.connect();
      try {
        // Several statements answer with one result each: their rows together, as on PGlite.
        const result = (await conn.query(text)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows) } : result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload, onResume) => listenPostgres(pg.default, url, channel, onPayload, onResume),
    probe: (text, timeoutMs) => probes.query(text, timeoutMs),
    // On a connection of its own, not the pool's: the work under a lock (migrations, pg-boss's
    // install) also uses the pool, which may be a single connection (DATABASE_POOL_MAX=1).
    async withLock(key, fn) {
      const conn = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      conn.on('error', () => {});
      await conn.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzle({ client: conn, schema }) as unknown as Db);
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        await conn.end().catch(() => {});
      }
    },
    async close() {
      await probes.close();
      await pool.end();
    },
  };
}

/** The readiness connection: one per instance, outside the pool, opened on demand. */
function probeConnection(pg: typeof import('pg').default, url: string) {
  let current: { client: import('pg').Client; ready: Promise<unknown> } | null = null;
  const drop = (conn: NonNullable<typeof current>) => {
    if (current === conn) current = null;
    // A hung socket would never answer `end`: destroy it (also mid-connect).
    (conn.client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };
  const open = () => {
    const client = new pg.Client({ connectionString: url });
    const conn = { client, ready: client.connect() };
    // A connection that broke while idle is not offered to the next probe.
    client.on('error', () => drop(conn));
    client.on('end', () => drop(conn));
    return conn;
  };
  return {
    async query(text: string, timeoutMs: number): Promise<{ rows: unknown[] }> {
      const conn = (current ??= open());
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('The database did not answer in time.'), { code: PROBE_TIMED_OUT })), timeoutMs);
        timer.unref();
      });
      try {
        return await Promise.race([conn.ready.then(() => conn.client.query(text)), timeout]);
      } catch (err) {
        drop(conn);
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const conn = current;
      current = null;
      if (conn) await conn.ready.then(() => conn.client.end()).catch(() => drop(conn));
    },
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
  '3D000', // the database does not exist (dropped under us)
]);
const UNAVAILABLE_MESSAGE = /connection terminated|connection error|cannot use a pool after calling end/i;

/**
 * Load, not an outage (decision 0045): the pool's wait for a free connection ran out (pg-pool's
 * own message; a connect that timed out says "Connection terminated due to connection timeout"
 * and counts as unreachable), or PostgreSQL is at max_connections (53300).
 */
const BUSY_CODES = new Set(['53300']);
const BUSY_MESSAGE = /^timeout exceeded when trying to connect$/i;

/** The first code or driver message in `err` or an error it wraps that `test` accepts. */
function findReason(err: unknown, codes: Set<string>, message: RegExp, depth = 0): string | null {
  if (depth > 5 || typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && codes.has(e.code)) return e.code;
  if (typeof e.message === 'string' && !e.cause && message.test(e.message)) return e.message;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const reason = findReason(inner, codes, message, depth + 1);
      if (reason) return reason;
    }
  }
  return findReason(e.cause, codes, message, depth + 1);
}

/**
 * Why `err` (or an error it wraps: Drizzle's `cause`, an AggregateError's `errors`) says the
 * database is unreachable, as opposed to a query that is wrong or a pool that is busy; null when
 * it does not. The API answers those with 503. The reason is a code or driver message, never
 * query parameters.
 */
export function databaseUnavailableReason(err: unknown): string | null {
  return findReason(err, UNAVAILABLE_CODES, UNAVAILABLE_MESSAGE);
}

/**
 * Why `err` says the database is reachable but has no connection for this request now (the
 * pool's wait ran out, PostgreSQL's connection limit); null when it does not. Answered 503
 * busy with Retry-After, never 500, never "unreachable".
 */
export function databaseBusyReason(err: unknown): string | null {
  return findReason(err, BUSY_CODES, BUSY_MESSAGE);
}
