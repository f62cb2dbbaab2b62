/**
 * The job queue on a database from before pg-boss 12 (decision 0074), on PGlite and PostgreSQL:
 * pg-boss 12 cannot migrate a pg-boss 10 schema, so the app sets it aside, installs the new one
 * and carries the waiting and retrying jobs over (same ids, data, start time, retries left); a
 * due one runs; the old schema is gone. The old schema is the SQL pg-boss 10.4.2 itself installs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUuid } from '@/lib/uuid';
import { openDatabase } from '@/server/db/client';
import { loadEnv } from '@/server/env';
import { BACKENDS, createTestDatabase, startServer, type TestDatabase, type TestServer } from './support/server';

const OLD_SCHEMA = join(__dirname, 'fixtures', 'pg-boss-10-schema.sql');

interface Row {
  state: string;
  retry_limit: number;
  retry_count: number;
  data: unknown;
  later: boolean;
}

describe.each(BACKENDS)('job queue upgrade from pg-boss 10 on %s', (backend) => {
  let tdb: TestDatabase;
  let s: TestServer;
  const waiting = randomUuid();
  const retrying = randomUuid();
  const due = randomUuid();
  const finished = randomUuid();

  beforeAll(async () => {
    tdb = await createTestDatabase(backend, 'empty');
    const env = loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: tdb.dataDir, DATABASE_URL: tdb.databaseUrl });
    const database = await openDatabase(env);
    try {
      // The template's queue is the new one: put back the one an older Knowly left.
      await database.executeSql('DROP SCHEMA pgboss CASCADE');
      await database.executeSql(await readFile(OLD_SCHEMA, 'utf8'));
      await database.executeSql(
        `SELECT pgboss.create_queue('send-mail', '{"policy":"standard"}'::json);
         SELECT pgboss.create_queue('delete-accounts', '{"policy":"standard"}'::json);`,
      );
      const insert = `INSERT INTO pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, expire_in)
        VALUES ($1, $2, $3::jsonb, $4::pgboss.job_state, $5, $6, 30, true, now() + ($7 || ' seconds')::interval, interval '5 minutes')`;
      await database.executeSql(insert, [waiting, 'send-mail', '{"sealed":"waiting"}', 'created', 5, 0, '86400']);
      await database.executeSql(insert, [retrying, 'send-mail', '{"sealed":"retrying"}', 'retry', 5, 2, '86400']);
      await database.executeSql(insert, [due, 'delete-accounts', '{}', 'created', 0, 0, '-60']);
      await database.executeSql(insert, [finished, 'send-mail', '{"sealed":"sent"}', 'completed', 5, 0, '-600']);
    } finally {
      await database.close();
    }
    s = await startServer(tdb);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
    await tdb?.drop();
  });

  const job = async (id: string): Promise<Row | undefined> => {
    const { rows } = await s.app.jobs.settled().then(() =>
      s.app.database.executeSql(
        `SELECT state::text AS state, retry_limit, retry_count, data, start_after > now() + interval '1 hour' AS later FROM pgboss.job WHERE id = $1`,
        [id],
      ),
    );
    return rows[0] as Row | undefined;
  };

  it('installs the new queue and drops the old one', async () => {
    const { rows } = await s.app.database.executeSql(
      `SELECT (SELECT version::int FROM pgboss.version) AS version, to_regnamespace('pgboss_v10') IS NULL AS old_gone`,
      [],
    );
    expect(rows[0]).toMatchObject({ old_gone: true });
    expect((rows[0] as { version: number }).version).toBeGreaterThan(24);
  });

  it('carries the waiting and retrying jobs over with their data, start time and the retries they have left', async () => {
    expect(await job(waiting)).toEqual({ state: 'created', retry_limit: 5, retry_count: 0, data: { sealed: 'waiting' }, later: true });
    expect(await job(retrying)).toEqual({ state: 'created', retry_limit: 3, retry_count: 0, data: { sealed: 'retrying' }, later: true });
  });

  it('runs a carried-over job that was due, and leaves finished ones behind', async () => {
    expect((await job(due))?.state).toBe('completed');
    expect(await job(finished)).toBeUndefined();
  });
});
