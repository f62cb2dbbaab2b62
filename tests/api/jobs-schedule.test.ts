/**
 * Scheduled jobs (decision 0017): they run on their own, and with two instances on one
 * PostgreSQL each tick runs once. The purge schedule is set to every minute and both instances
 * check the cron clock every second, so a scheduler per instance would run it every second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app';
import { BACKENDS, createTestDatabase, startServer, type TestDatabase, type TestServer } from './support/server';

const EVERY_MINUTE = { JOBS_PURGE_CRON: '* * * * *', JOBS_POLL_INTERVAL_SECONDS: '1', SEED_DEMO_DATA: 'false' };

/** Runs of a job so far, by state. */
async function runs(app: AppContext, name: string): Promise<string[]> {
  const result = await app.db.execute(sql`SELECT state FROM pgboss.job WHERE name = ${name}`);
  return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
    // Both instances check the cron clock every second: give them several chances to run it again.
    await new Promise((r) => setTimeout(r, 5_000));
    for (const name of ['purge-expired', 'purge-abandoned-uploads']) {
      const states = await runs(b.app, name);
      expect(states.length).toBeGreaterThanOrEqual(1);
      expect(states.length).toBeLessThanOrEqual(ticksSince(since));
    }
  });
});
