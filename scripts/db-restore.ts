/**
 * `npm run db:restore -- BACKUP_DIR [--force]`: a backup of db:backup back into an empty
 * database and storage, verified against its manifest (server/backup, docs/decisions/0020-backups.md).
 */
import { restoreBackup } from '../server/backup/restore-backup';
import { cliSettings, fail } from '../server/backup/cli';
import { EXIT_CODES } from '../server/backup/errors';
import { commandLine } from './command-line';

const HELP = `Usage: npm run db:restore -- BACKUP_DIR [--force]

Restores a backup made by \`npm run db:backup\` into the database and file storage of the
settings (those of \`npm start\`: .env files, then the environment): PostgreSQL when DATABASE_URL
is set (pg_restore must be on PATH), else PGlite in DATA_DIR; files to DATA_DIR/uploads or the
S3 bucket. Stop every server using them first.

Before it writes anything it checks the SHA-256 of the dump and of every file against the
manifest, that the backup is of the same kind of database, and that this code knows the backup's
migrations. The target must be empty. Afterwards it checks every table's row count and the
migration level against the manifest and reads every file back. Newer migrations of this code
are applied by the next \`npm start\` (or npm run db:migrate).

Options:
  --force     restore into a database or storage that is not empty: PostgreSQL drops every
              schema first (refused while other sessions are connected to the database); a
              PGlite database is moved aside to DATA_DIR/pglite.replaced-<time>;
              files are written over the existing ones (files not in the backup stay)
  -h, --help  this text

Exit codes: 0 restored and verified, 1 failed, 2 bad arguments or settings, 3 the backup is
damaged, incomplete or does not fit (checksums, database kind, newer migrations), 4 the target is
not empty (use --force) or the PGlite database is in use by another process, 5 restored but
what was read back differs from the manifest.`;

async function main(): Promise<number> {
  const args = commandLine({ allowPositionals: true, options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } }, HELP);
  if (typeof args === 'number') return args;
  if (args.positionals.length !== 1) {
    console.error(`Name one backup directory.\n\n${HELP}`);
    return EXIT_CODES.usage;
  }
  const env = cliSettings();
  if (!env) return EXIT_CODES.usage;
  const started = Date.now();
  const { manifest, pendingMigrations } = await restoreBackup(env, args.positionals[0]!, { force: args.values.force, log: (line) => console.log(line) });
  const users = manifest.database.counts['public.users'] ?? 0;
  const knows = manifest.database.counts['public.knows'] ?? 0;
  console.log(
    `Restored and verified in ${((Date.now() - started) / 1000).toFixed(1)} s: the backup of ${manifest.createdAt} ` +
      `(${users} users, ${knows} knows, ${manifest.files.count} files, every table's rows and every file's checksum match).`,
  );
  if (pendingMigrations > 0) console.log(`This code has ${pendingMigrations} newer migration(s): the next start (or npm run db:migrate) applies them.`);
  return EXIT_CODES.ok;
}

main().then((code) => (process.exitCode = code), fail);
