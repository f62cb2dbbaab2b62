/**
 * A backup is one directory (docs/decisions/0020-backups.md):
 *
 *   manifest.json            what is inside, written last (a directory without it is not a backup)
 *   database.pgdump          PostgreSQL: pg_dump custom format
 *   database.pglite.tar.gz   PGlite: its data directory (dumpDataDir)
 *   files/<key>              every stored file under its storage key
 *
 * The manifest names the app version and migration level it came from, the row count of every
 * table and the size and SHA-256 of the dump and of every file, so a restore can prove it put
 * everything back. Restores read it with this schema: a backup from elsewhere is input.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { BackupError } from './errors';

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const DUMP_FILE = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;
const FORMAT = 'knowly-backup';
const FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

const fileEntry = z.object({ key: z.string().min(1).max(1024), bytes: count, sha256 });
export type FileEntry = z.infer<typeof fileEntry>;

const migrationLevel = z.object({
  /** Migrations applied (rows of drizzle.__drizzle_migrations). */
  applied: count,
  /** `when` of the newest applied migration in the journal (drizzle compares these). */
  latestWhen: z.number().int().nullable(),
  /** Its tag in the journal of the code that made the backup (0004_atomic_limits_and_tokens). */
  latestTag: z.string().nullable(),
});
export type MigrationLevel = z.infer<typeof migrationLevel>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string(), commit: z.string().nullable() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    bytes: count,
    sha256,
    /** server_version of the database that was dumped. */
    serverVersion: z.string(),
    migrations: migrationLevel,
    /** Rows per table ("schema.table"), counted in the same snapshot as the dump. */
    counts: z.record(z.string(), count),
  }),
  files: z.object({
    count,
    bytes: count,
    entries: z.array(fileEntry),
    /** Keys the database names (uploads, pictures) that storage did not have when copied. */
    missingReferenced: z.array(z.string()),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(parts: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, ...parts };
}

export async function readManifest(dir: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError('backup-invalid', `${join(dir, MANIFEST_FILE)} cannot be read: not a Knowly backup directory, or an unfinished one.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BackupError('backup-invalid', `${MANIFEST_FILE} is not valid JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new BackupError('backup-invalid', `${MANIFEST_FILE} is not a Knowly backup manifest (format ${FORMAT} version ${FORMAT_VERSION}): ${first?.path.join('.') || '(root)'} ${first?.message ?? ''}`);
  }
  if (parsed.data.database.file !== DUMP_FILE[parsed.data.database.kind]) {
    throw new BackupError('backup-invalid', `${MANIFEST_FILE} names an unexpected database file ${JSON.stringify(parsed.data.database.file)}.`);
  }
  return parsed.data;
}
