/**
 * Scheduled jobs (decision 0017): they run on their own, and with two instances on one
 * PostgreSQL each tick runs once. The purge schedule is set to every minute and both instances
 * check the cron clock as they start, so a scheduler per instance would run it twice. The clock is
 * checked every 30 s, not at every poll: each check costs main-thread CPU (decision 0046).
 *
 * @vitest-start-first: it waits for cron minutes, about 100 s of little CPU, which overlap the
 * other files only when it starts early.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { BACKENDS, createTestDatabase, startServer, type TestDatabase, type TestServer } from './support/server';

const EVERY_MINUTE = { JOBS_PURGE_CRON: '* * * * *', JOBS_POLL_INTERVAL_SECONDS: '1', SEED_DEMO_DATA: 'false' };

/** Runs of a job so far, by state. */
async function runs(app: AppContext, name: string): Promise<string[]> {
  const result = await app.db.execute(sql`SELECT state FROM pgboss.job WHERE name = ${name}`);
  return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
}

/**
 * The first check of the cron clock runs as pg-boss starts, before the schedules are stored on a
 * new database (or within 30 s of the template's own check): the first tick may wait for the next.
 */
const FIRST_TICK_MS = 75_000;

async function until(what: string, check: () => Promise<boolean>, timeoutMs = FIRST_TICK_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** When an instance last checked the cron clock (pg-boss keeps it in its version row). */
async function cronCheckedAt(app: AppContext): Promise<number | null> {
  const result = await app.db.execute(sql`SELECT cron_on FROM pgboss.version`);
  const at = (result as unknown as { rows: { cron_on: string | Date | null }[] }).rows[0]?.cron_on;
  return at ? new Date(at).getTime() : null;
}

/** Minutes (cron ticks of `* * * * *`) that the span from `since` to now touches. */
const ticksSince = (since: number) => Math.floor(Date.now() / 60_000) - Math.floor(since / 60_000) + 1;

describe.each(BACKENDS)('schedules on %s', (backend) => {
  let s: TestServer;
  let since: number;
  beforeAll(async () => {
    since = Date.now();
    s = await startServer(backend, EVERY_MINUTE);
  });
  afterAll(async () => s?.close());

  it('runs the purges on their schedule', async () => {
    for (const name of ['purge-expired', 'purge-abandoned-uploads']) {
      await until(`${name} to run`, async () => (await runs(s.app, name)).includes('completed'));
      expect((await runs(s.app, name)).length).toBeLessThanOrEqual(ticksSince(since));
    }
  }, FIRST_TICK_MS + 15_000);

  it('checks the cron clock every 30 seconds, not at every poll (1 s here)', async () => {
    await until('the first check', async () => (await cronCheckedAt(s.app)) !== null);
    const first = (await cronCheckedAt(s.app))!;
    await new Promise((r) => setTimeout(r, 3_500));
    const gap = (await cronCheckedAt(s.app))! - first;
    // Unchanged, or (when the window spans one) a check 30 s after the last.
    expect(gap === 0 || gap >= 29_000).toBe(true);
  });
});

describe.runIf(BACKENDS.includes('postgres'))('schedules with two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let since: number;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    since = Date.now();
    // Started together: pg-boss's schema install must not race either.
    [a, b] = await Promise.all([startServer(db, EVERY_MINUTE), startServer(db, EVERY_MINUTE)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('runs each tick of a scheduled job once', async () => {
    await until('the first run', async () => (await runs(a.app, 'purge-expired')).includes('completed'));
    // Give the instances time to run it again, were each its own scheduler.
    await new Promise((r) => setTimeout(r, 5_000));
    for (const name of ['purge-expired', 'purge-abandoned-uploads']) {
      const states = await runs(b.app, name);
      expect(states.length).toBeGreaterThanOrEqual(1);
      expect(states.length).toBeLessThanOrEqual(ticksSince(since));
    }
  }, FIRST_TICK_MS + 15_000);
});
