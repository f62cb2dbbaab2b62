/**
 * One process per PGlite data directory (server/db/pglite-lock.ts, decision 0020): a held lock
 * refuses a second opener, and a lock whose holder is gone (dead pid here, or not refreshed for
 * a while on any host) does not block the next start.
 */
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPgliteDir, PgliteInUseError } from '@/server/db/pglite-lock';

describe('PGlite data directory lock', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'knowly-lock-'));
    file = join(dir, 'pglite.lock');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder until the first lets go, and names the holder', async () => {
    const release = await lockPgliteDir(file, 0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    const second = await lockPgliteDir(file, 0).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(PgliteInUseError);
    expect((second as Error).message).toMatch(new RegExp(`in use by process ${process.pid} on `));
    await release();
    expect(existsSync(file)).toBe(false);
    await (await lockPgliteDir(file, 0))();
  });

  it('waits for a holder that lets go within the wait', async () => {
    const release = await lockPgliteDir(file, 0);
    setTimeout(() => void release(), 300);
    const started = Date.now();
    const next = await lockPgliteDir(file, 5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await next();
  });

  it('takes over the lock of a process that died on this host', async () => {
    // A pid far above any pid_max: no such process.
    await writeFile(file, JSON.stringify({ pid: 2 ** 30, host: hostname(), token: 'dead', since: '2026-01-01T00:00:00Z' }));
    await (await lockPgliteDir(file, 0))();
  });

  it('treats a lock from another host as held while it is refreshed, and as stale once it is not', async () => {
    await writeFile(file, JSON.stringify({ pid: 1, host: 'another-host', token: 'other', since: '2026-01-01T00:00:00Z' }));
    expect(await lockPgliteDir(file, 0).catch((e: unknown) => e)).toBeInstanceOf(PgliteInUseError);
    const old = new Date(Date.now() - 60_000);
    await utimes(file, old, old);
    await (await lockPgliteDir(file, 0))();
  });
});
