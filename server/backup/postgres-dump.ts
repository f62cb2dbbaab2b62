/**
 * PostgreSQL backups with the PostgreSQL tools (pg_dump, pg_restore on PATH; their major version
 * must be at least the server's). pg_dump reads the snapshot this connection exported, so the row
 * counts in the manifest are exactly what the dump holds while the servers keep running. The
 * password goes to the tools in PGPASSWORD, never on their command line (visible in `ps`).
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import type { Query } from './database-facts';

/** The URL without its password, and the environment that hands the password over. */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'ENOENT' ? `${tool} was not found on PATH: install the PostgreSQL client tools (the server's major version or newer).` : `${tool}: ${err.message}`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit code ${code}):\n${stderr.trim()}`))));
  });
}

/**
 * Opens a REPEATABLE READ transaction, exports its snapshot, lets `inSnapshot` read through it
 * (counts, keys) and runs pg_dump on the same snapshot into `file`.
 */
export async function dumpPostgres<T>(databaseUrl: string, file: string, inSnapshot: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows as [{ snapshot: string }];
    const facts = await inSnapshot(async (text) => (await client.query(text)).rows);
    const { dbname, env } = toolConnection(databaseUrl);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${file}`, `--dbname=${dbname}`], env);
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `fn` with a plain connection to the database (emptiness checks, verification). */
export async function withPostgres<T>(databaseUrl: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Empties the database for `--force`: drops every schema but the system ones (the app's tables,
 * drizzle's journal, a job queue's schema) and creates an empty public schema again.
 */
export async function clearPostgres(query: Query): Promise<void> {
  const schemas = await query<{ name: string }>(
    "SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
  );
  await query('BEGIN');
  for (const { name } of schemas) await query(`DROP SCHEMA "${name.replace(/"/g, '""')}" CASCADE`);
  await query('CREATE SCHEMA public');
  await query('COMMIT');
}

/**
 * pg_restore in one transaction (all or nothing), stopping at the first error. Objects belong to
 * the restoring role (--no-owner, --no-privileges): the target may use another role than the
 * source. Comments are skipped: COMMENT ON EXTENSION needs the extension's owner.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(databaseUrl);
  try {
    await run('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', '--no-comments', '--no-password', `--dbname=${dbname}`, file], env);
  } catch (err) {
    throw new Error(`The database was not restored (one transaction: nothing of it was written). ${(err as Error).message}`);
  }
}
