/**
 * `npm run db:restore`: a backup back into an EMPTY database and storage (`force` replaces a
 * non-empty one). In order, so a bad backup changes nothing: read the manifest, check the dump's
 * and every file's checksum, check the backup fits (same database kind, no migration newer than
 * this code knows), check the target is empty; only then restore the database (PostgreSQL: one
 * transaction), write the files, and verify: every table's row count and the migration level
 * equal the manifest's, every file reads back with its checksum.
 */
import { join } from 'node:path';
import type { ServerEnv } from '../env';
import { pgliteDir } from '../db/client';
import { checkBackupFiles, isStorageEmpty, restoreFiles } from './backup-files';
import { sha256OfFile } from './checksum';
import { codeMigrations, migrationLevel, tableCounts, tableNames, type Query } from './database-facts';
import { BackupError } from './errors';
import { readManifest, type Manifest } from './manifest';
import { moveAsidePglite, pgliteExists, removePglite, restorePglite, withPglite } from './pglite-dump';
import { clearPostgres, restorePostgres, withPostgres } from './postgres-dump';
import { createStorage, type FileStorage } from '../files/storage';

export interface RestoreOptions {
  /** Replace a database or storage that is not empty. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** PGlite with force: where the database that was there before now is. */
  movedAside?: string;
  /** Migrations of this code the restored database does not have yet (applied at the next start). */
  pendingMigrations: number;
}

async function checkBackup(dir: string, manifest: Manifest, kind: 'pglite' | 'postgres'): Promise<number> {
  if (manifest.database.kind !== kind) {
    const want = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'PGlite (DATABASE_URL is unset)';
    throw new BackupError('backup-invalid', `This is a ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup; the target is ${want}. Restore it into the same kind of database.`);
  }
  const known = codeMigrations();
  const latest = manifest.database.migrations.latestWhen;
  if (latest !== null && !known.some((m) => m.when === latest)) {
    throw new BackupError('backup-invalid', `The backup's database is migrated further (${manifest.database.migrations.latestTag ?? latest}) than this code knows: restore it with the version that made it (${manifest.app.version}${manifest.app.commit ? `, ${manifest.app.commit.slice(0, 12)}` : ''}) or newer.`);
  }
  const dump = await sha256OfFile(join(dir, manifest.database.file)).catch(() => null);
  if (!dump) throw new BackupError('backup-invalid', `The database dump ${manifest.database.file} is missing.`);
  if (dump.sha256 !== manifest.database.sha256 || dump.bytes !== manifest.database.bytes) {
    throw new BackupError('backup-invalid', `The database dump ${manifest.database.file} differs from the manifest (checksum): the backup is damaged.`);
  }
  await checkBackupFiles(dir, manifest.files.entries);
  return known.filter((m) => latest === null || m.when > latest).length;
}

const describeTables = (names: string[]) => `${names.length} table(s), e.g. ${names.slice(0, 3).join(', ')}`;

async function checkFilesTarget(storage: FileStorage, force: boolean, log: (line: string) => void) {
  if (await isStorageEmpty(storage)) return;
  if (!force) throw new BackupError('target-busy', `The file storage ${storage.location} is not empty. Restore into empty storage, or pass --force to write the backup's files over it.`);
  log(`--force: writing the backup's files over the files in ${storage.location} (files not in the backup stay).`);
}

/** Row counts and migration level of the restored database equal the manifest's. */
async function verifyDatabase(query: Query, manifest: Manifest): Promise<void> {
  const counts = await tableCounts(query);
  const expected = manifest.database.counts;
  const differ = [...new Set([...Object.keys(counts), ...Object.keys(expected)])]
    .filter((t) => counts[t] !== expected[t])
    .map((t) => `${t}: ${counts[t] ?? 'missing'} rows, the backup has ${expected[t] ?? 'no such table'}`);
  const level = await migrationLevel(query);
  if (level.applied !== manifest.database.migrations.applied || level.latestWhen !== manifest.database.migrations.latestWhen) {
    differ.push(`migrations: ${level.applied} applied, the backup has ${manifest.database.migrations.applied}`);
  }
  if (differ.length > 0) throw new BackupError('verify-failed', `The restored database differs from the backup:\n  - ${differ.slice(0, 10).join('\n  - ')}`);
}

export async function restoreBackup(env: ServerEnv, dir: string, { force = false, log = () => {} }: RestoreOptions = {}): Promise<RestoreResult> {
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const manifest = await readManifest(dir);
  log(`Checking the backup of ${manifest.createdAt} (${manifest.files.count} files)...`);
  const pendingMigrations = await checkBackup(dir, manifest, kind);
  const storage = await createStorage(env);
  const dumpFile = join(dir, manifest.database.file);
  let movedAside: string | undefined;

  if (kind === 'postgres') {
    const url = env.DATABASE_URL!;
    const tables = await withPostgres(url, tableNames);
    if (tables.length > 0 && !force) {
      throw new BackupError('target-busy', `The database is not empty (${describeTables(tables)}). Restore into an empty database, or pass --force to drop everything in it first.`);
    }
    if (tables.length > 0) {
      // Replacing a database that instances still use would mix their writes into the restore.
      const [others] = await withPostgres(url, (query) =>
        query<{ n: string | number }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'),
      );
      if (Number(others?.n ?? 0) > 0) {
        throw new BackupError('target-busy', `${others?.n} other connection(s) use this database (running instances?). Stop them before replacing it with --force.`);
      }
    }
    await checkFilesTarget(storage, force, log);
    if (tables.length > 0) {
      log('--force: dropping every schema of the database...');
      await withPostgres(url, clearPostgres);
    }
    log('Restoring the database (pg_restore)...');
    await restorePostgres(url, dumpFile);
    await withPostgres(url, (query) => verifyDatabase(query, manifest));
  } else {
    if (pgliteExists(env)) {
      const tables = await withPglite(env, tableNames);
      if (tables.length > 0 && !force) {
        throw new BackupError('target-busy', `The PGlite database in ${pgliteDir(env.DATA_DIR)} is not empty (${describeTables(tables)}). Restore into an empty DATA_DIR, or pass --force to move it aside.`);
      }
      await checkFilesTarget(storage, force, log);
      if (tables.length > 0) {
        movedAside = await moveAsidePglite(env);
        log(`--force: the database that was there is now ${movedAside}`);
      } else {
        await removePglite(env);
      }
    } else {
      await checkFilesTarget(storage, force, log);
    }
    log(`Restoring the PGlite database into ${pgliteDir(env.DATA_DIR)}...`);
    await restorePglite(env, dumpFile, (query) => verifyDatabase(query, manifest));
  }

  log(`Restoring ${manifest.files.count} files to ${storage.location}...`);
  await restoreFiles(storage, dir, manifest.files.entries);
  return { manifest, movedAside, pendingMigrations };
}
