/**
 * One process at a time on a PGlite data directory. PGlite is PostgreSQL compiled to WebAssembly
 * inside this process: a second process opening the same directory (a second `npm start`,
 * `db:backup` while the server runs) writes the same files with no coordination and corrupts the
 * database, and PGlite's own postmaster.pid always says pid -42, so it cannot tell. This lock file
 * next to the directory names its holder and is refreshed while held; a holder that died (a dead
 * pid on this host, or no refresh for STALE_MS on any host, e.g. a container that was killed) does
 * not block the next start. See docs/decisions/0020-backups.md.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm, utimes, writeFile, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { processAlive } from '@/server/lifecycle/process-alive';

/** How often the holder touches the lock file, and how old a lock without a touch is stale. */
const REFRESH_MS = 5_000;
const STALE_MS = 20_000;
const POLL_MS = 250;

interface LockOwner {
  pid: number;
  host: string;
  token: string;
  since: string;
}

export class PgliteInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: Partial<LockOwner>,
  ) {
    super(
      `The PGlite database is in use by process ${owner.pid ?? '?'} on ${owner.host ?? '?'} (since ${owner.since ?? '?'}): ` +
        `PGlite serves one process at a time. Stop that process (e.g. the running server) and try again. ` +
        `If no such process exists, the lock frees itself ${STALE_MS / 1000} s after its holder stopped (${lockFile}).`,
    );
    this.name = 'PgliteInUseError';
  }
}

/** Lock files this process holds: a lock naming our own pid that is not in here is a previous life's (pid 1 in a container). */
const held = new Set<string>();

async function readOwner(file: string): Promise<Partial<LockOwner>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
  } catch {
    return {};
  }
}

async function isStale(file: string, owner: Partial<LockOwner>): Promise<boolean> {
  if (owner.host === hostname() && typeof owner.pid === 'number') {
    if (owner.pid === process.pid) return !held.has(file);
    if (!processAlive(owner.pid)) return true;
  }
  const touched = await stat(file).then((s) => s.mtimeMs, () => 0);
  return Date.now() - touched > STALE_MS;
}

/**
 * Takes the lock of `lockFile`, waiting up to `waitMs` for a live holder to let go (a restart
 * whose old process is still shutting down). Returns the release function.
 */
export async function lockPgliteDir(lockFile: string, waitMs: number): Promise<() => Promise<void>> {
  const me: LockOwner = { pid: process.pid, host: hostname(), token: randomUUID(), since: new Date().toISOString() };
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await writeFile(lockFile, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = await readOwner(lockFile);
    if (await isStale(lockFile, owner)) {
      // Only remove the stale lock we looked at: another starter may have replaced it meanwhile.
      if ((await readOwner(lockFile)).token === owner.token) await rm(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new PgliteInUseError(lockFile, owner);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  held.add(lockFile);
  const timer = setInterval(() => {
    const now = new Date();
    utimes(lockFile, now, now).catch(() => {});
  }, REFRESH_MS);
  timer.unref();
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    clearInterval(timer);
    held.delete(lockFile);
    if ((await readOwner(lockFile)).token === me.token) await rm(lockFile, { force: true });
  };
}
