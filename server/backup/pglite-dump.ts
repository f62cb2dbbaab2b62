/**
 * PGlite backups: PGlite is PostgreSQL in this process, and its data directory is the database.
 * `dumpDataDir()` tars that directory while no query runs (it holds PGlite's query queue), after a
 * CHECKPOINT so the copy needs no WAL replay; the data-directory lock (server/db/pglite-lock.ts)
 * guarantees no server has it open meanwhile. A restore creates the database from the tarball,
 * which only works into an empty directory. The tarball fits the same PGlite (PostgreSQL major)
 * version only: the manifest records it.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerEnv } from '../env';
import { openDatabase, pgliteDir, type Database } from '../db/client';
import { PgliteInUseError } from '../db/pglite-lock';
import type { Query } from './database-facts';
import { BackupError } from './errors';

const queryOf = (database: Database): Query => async (text) => (await database.pglite!.query(text)).rows as never[];

export const pgliteExists = (env: ServerEnv) => existsSync(join(pgliteDir(env.DATA_DIR), 'PG_VERSION'));

/** Opens the PGlite database of DATA_DIR for a tool: now or never (a server holding it is an error). */
export async function openPgliteForTool(env: ServerEnv, loadDataDir?: Blob): Promise<Database> {
  try {
    return await openDatabase(env, { lockWaitMs: 0, loadDataDir });
  } catch (err) {
    if (err instanceof PgliteInUseError) throw new BackupError('target-busy', err.message);
    throw err;
  }
}

/** Writes the data directory's tarball to `file`; `inCopy` reads the same state (counts, keys). */
export async function dumpPglite<T>(env: ServerEnv, file: string, inCopy: (query: Query) => Promise<T>): Promise<T> {
  if (!pgliteExists(env)) throw new BackupError('backup-invalid', `There is no PGlite database in ${pgliteDir(env.DATA_DIR)} (DATA_DIR) to back up.`);
  const database = await openPgliteForTool(env);
  try {
    const facts = await inCopy(queryOf(database));
    await database.pglite!.query('CHECKPOINT');
    const tarball = await database.pglite!.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return facts;
  } finally {
    await database.close();
  }
}

/** Runs `fn` on the PGlite database of DATA_DIR (it must exist). */
export async function withPglite<T>(env: ServerEnv, fn: (query: Query) => Promise<T>): Promise<T> {
  const database = await openPgliteForTool(env);
  try {
    return await fn(queryOf(database));
  } finally {
    await database.close();
  }
}

/** Moves an existing PGlite directory aside (`--force`): kept, not deleted, in case it was wanted. */
export async function moveAsidePglite(env: ServerEnv): Promise<string> {
  const dir = pgliteDir(env.DATA_DIR);
  const aside = `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(dir, aside);
  return aside;
}

/** An existing PGlite directory with no tables (opened once, never migrated) is removed. */
export const removePglite = (env: ServerEnv) => rm(pgliteDir(env.DATA_DIR), { recursive: true, force: true });

/** Creates the PGlite database of DATA_DIR from the tarball and runs `fn` on it. */
export async function restorePglite<T>(env: ServerEnv, file: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const tarball = new Blob([new Uint8Array(await readFile(file))]);
  const database = await openPgliteForTool(env, tarball);
  try {
    return await fn(queryOf(database));
  } finally {
    await database.close();
  }
}
