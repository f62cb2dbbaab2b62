/**
 * `npm run db:backup [-- --out DIR]`: back up the database and every uploaded file into one new
 * directory (server/backup, docs/decisions/0020-backups.md). Reads the settings as `npm start`
 * does (.env files, then the environment).
 */
import { createBackup } from '../server/backup/create-backup';
import { cliSettings, fail } from '../server/backup/cli';
import { EXIT_CODES } from '../server/backup/errors';
import { commandLine } from './command-line';

const HELP = `Usage: npm run db:backup [-- --out DIR]

Backs up the database and every uploaded file into a new directory DIR/knowly-<time>-<kind>
(default DIR: ./backups): the database dump (PostgreSQL: pg_dump custom format; PGlite: its data
directory), files/ with every stored file (local DATA_DIR/uploads or the S3 bucket) and
manifest.json (app version, migration level, rows per table, SHA-256 of every file).

The settings are those of \`npm start\` (.env files, then the environment): DATABASE_URL set
means PostgreSQL (pg_dump must be on PATH, its major version at least the server's; the servers
may keep running), unset means PGlite in DATA_DIR (stop the server first: PGlite serves one
process, and the backup refuses while another holds it).

Restore with: npm run db:restore -- DIR/knowly-<time>-<kind>

Exit codes: 0 done, 1 failed, 2 bad arguments or settings, 3 nothing to back up,
4 the PGlite database is in use by another process.`;

async function main(): Promise<number> {
  const args = commandLine({ options: { out: { type: 'string', default: 'backups' }, help: { type: 'boolean', short: 'h' } } }, HELP);
  if (typeof args === 'number') return args;
  const env = cliSettings();
  if (!env) return EXIT_CODES.usage;
  const started = Date.now();
  const { dir, manifest } = await createBackup(env, args.values.out, (line) => console.log(line));
  const users = manifest.database.counts['public.users'] ?? 0;
  const knows = manifest.database.counts['public.knows'] ?? 0;
  const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${users} users, ${knows} knows, database ${mib(manifest.database.bytes)} MiB, ` +
      `${manifest.files.count} files ${mib(manifest.files.bytes)} MiB, migrations up to ${manifest.database.migrations.latestTag ?? 'none'}.`,
  );
  if (manifest.files.missingReferenced.length > 0) {
    console.warn(
      `Warning: ${manifest.files.missingReferenced.length} file(s) the database names were not in storage ` +
        `(removed while the backup ran, or lost before): ${manifest.files.missingReferenced.slice(0, 5).join(', ')}`,
    );
  }
  return EXIT_CODES.ok;
}

main().then((code) => (process.exitCode = code), fail);
