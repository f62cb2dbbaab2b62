/**
 * What went wrong in a backup or restore, as the scripts report it: each kind has its own exit
 * code (`npm run db:restore -- --help` lists them), so a restore drill in a script can tell a
 * damaged backup from a database that was not empty.
 */
export const EXIT_CODES = {
  ok: 0,
  failed: 1,
  usage: 2,
  /** The backup is missing parts, damaged (a checksum differs) or does not fit this database. */
  'backup-invalid': 3,
  /** The target is not empty (no --force), or another process holds the PGlite database. */
  'target-busy': 4,
  /** The restore ran but what is in the database or storage now differs from the manifest. */
  'verify-failed': 5,
} as const;

export type BackupErrorKind = Exclude<keyof typeof EXIT_CODES, 'ok' | 'failed' | 'usage'>;

export class BackupError extends Error {
  constructor(
    readonly kind: BackupErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }

  get exitCode(): number {
    return EXIT_CODES[this.kind];
  }
}
