/**
 * `npm run db:backup`: one directory with the database dump, every stored file and the manifest
 * (manifest.ts). It is written as `<name>.partial` and renamed when complete, so an interrupted
 * backup never looks like one. The database is copied first, then the files: a file uploaded
 * meanwhile is an extra (unclaimed uploads are purged), and a file the copy names but storage no
 * longer has (removed meanwhile) is listed in the manifest and reported.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerEnv } from '../env';
import { copyFilesOut } from './backup-files';
import { sha256OfFile } from './checksum';
import { migrationLevel, referencedKeys, serverVersion, tableCounts, type Query } from './database-facts';
import { DUMP_FILE, MANIFEST_FILE, newManifest, type Manifest } from './manifest';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { createStorage } from '../files/storage';

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

function appVersion(): Manifest['app'] {
  const pkg = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as { name: string; version: string };
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    // Not a git checkout (a release archive): the version has to do.
  }
  return { name: pkg.name, version: pkg.version, commit };
}

const stamp = (d: Date) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

export async function createBackup(env: ServerEnv, outDir: string, log: (line: string) => void = () => {}): Promise<BackupResult> {
  const createdAt = new Date();
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const dir = join(resolve(outDir), `knowly-${stamp(createdAt)}-${kind}`);
  const partial = `${dir}.partial`;
  await mkdir(resolve(outDir), { recursive: true });
  await mkdir(partial); // exists: another backup of the same second is being written
  try {
    const manifest = await writeBackup(env, kind, partial, createdAt, log);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    // Nothing half-written stays behind to be mistaken for a backup.
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup(env: ServerEnv, kind: Manifest['database']['kind'], partial: string, createdAt: Date, log: (line: string) => void): Promise<Manifest> {

  const dumpFile = join(partial, DUMP_FILE[kind]);
  const inSnapshot = async (query: Query) => ({
    counts: await tableCounts(query),
    migrations: await migrationLevel(query),
    keys: await referencedKeys(query),
    serverVersion: await serverVersion(query),
  });
  log(`Dumping the ${kind === 'postgres' ? 'PostgreSQL database (pg_dump)' : `PGlite database in ${env.DATA_DIR}`}...`);
  const facts = kind === 'postgres' ? await dumpPostgres(env.DATABASE_URL!, dumpFile, inSnapshot) : await dumpPglite(env, dumpFile, inSnapshot);
  const dump = await sha256OfFile(dumpFile);

  const storage = await createStorage(env);
  log(`Copying files from ${storage.location}...`);
  const entries = await copyFilesOut(storage, partial);
  const copied = new Set(entries.map((e) => e.key));
  const missingReferenced = [...facts.keys].filter((k) => !copied.has(k)).sort();

  const manifest = newManifest({
    createdAt: createdAt.toISOString(),
    app: appVersion(),
    database: {
      kind,
      file: DUMP_FILE[kind],
      bytes: dump.bytes,
      sha256: dump.sha256,
      serverVersion: facts.serverVersion,
      migrations: facts.migrations,
      counts: facts.counts,
    },
    files: { count: entries.length, bytes: entries.reduce((n, e) => n + e.bytes, 0), entries, missingReferenced },
  });
  await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
