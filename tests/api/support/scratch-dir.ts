/**
 * Where the API tests keep their databases and data directories: memory (/dev/shm) where the
 * machine has room there, else the system's temp directory. TEST_SCRATCH_DIR overrides it.
 *
 * A test's data directory is a copy of the run's template (a PGlite database of about 1,300
 * files and the seed's 1,480 stored files in as many folders). On this machine's ext4 disk that
 * copy cost about 2.9 s of CPU per PGlite server and 1.8 s per PostgreSQL one, mostly creating
 * folders; in memory, 0.25 s. PGlite's own writes (fsync on every commit) are cheaper there too.
 */
import { existsSync, statfsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Room a run needs: a PGlite copy is about 400 MB and a few dozen can be open at once. */
const NEEDED_BYTES = 8 * 1024 ** 3;

function memoryDir(): string | null {
  if (!existsSync('/dev/shm')) return null;
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= NEEDED_BYTES ? '/dev/shm' : null;
  } catch {
    return null;
  }
}

export const SCRATCH_DIR = process.env.TEST_SCRATCH_DIR || memoryDir() || tmpdir();

const KINDS = ['templates', 'api', 'next', 'serve', 'backups'] as const;

/** What the API tests name their scratch directories: `knowly-{kind}-{pid of the owner}-{random}`. */
export const SCRATCH_NAME = new RegExp(`^knowly-(?:${KINDS.join('|')})-(\\d+)-`);

/**
 * A new directory in SCRATCH_DIR, named after this process: a run's globalSetup removes those
 * whose process is gone (a killed run's; in /dev/shm they hold memory until a reboot).
 */
export function scratchDir(kind: (typeof KINDS)[number]): Promise<string> {
  return mkdtemp(join(SCRATCH_DIR, `knowly-${kind}-${process.pid}-`));
}
