/**
 * Stopping the app with jobs running (decision 0017): app.close() lets a running job finish,
 * but waits at most JOBS_STOP_TIMEOUT_SECONDS; a job still running then goes back to the queue
 * (it runs again), and nothing is lost or reported twice.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '@/server/db/client';
import { loadEnv } from '@/server/env';
import { queueMail } from '@/server/mail/queue-mail';
import { BACKENDS, createTestDatabase, startServer, type TestDatabase, type TestServer } from './support/server';

/** Accepts mail to slow@ after a second; never answers mail to hang@ (until closed). */
async function stallingSmtp() {
  const state = { receiving: 0, delivered: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((r) => r.address).join();
      stream.resume();
      stream.on('end', () => {
        state.receiving++;
        if (to.startsWith('slow@')) {
          setTimeout(() => {
            state.delivered.push(to);
            done();
          }, 1_000);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(BACKENDS)('stopping with running jobs on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof stallingSmtp>>;
  let db: TestDatabase;
  let s: TestServer;
  const env = { SEED_DEMO_DATA: 'false', JOBS_STOP_TIMEOUT_SECONDS: '3', JOBS_CONCURRENCY: '2' };
  beforeAll(async () => {
    smtp = await stallingSmtp();
    db = await createTestDatabase(backend, 'empty');
    s = await startServer(db, { ...env, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.drop();
  });

  it('finishes a job that ends in time, hands back one that does not, and stops within the bound', async () => {
    await queueMail(s.app, { to: 'slow@example.org', subject: 'Slow', text: 'finishes while stopping' });
    await queueMail(s.app, { to: 'hang@example.org', subject: 'Hang', text: 'never answered' });
    const deadline = Date.now() + 20_000;
    while (smtp.state.receiving < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.state.receiving).toBe(2);

    const started = Date.now();
    await s.close();
    const took = Date.now() - started;
    // The slow mail was delivered before close() returned; the hanging one held it for the bound.
    expect(smtp.state.delivered).toEqual(['slow@example.org']);
    expect(took).toBeGreaterThanOrEqual(2_500);
    expect(took).toBeLessThan(6_000);

    // Seen from the database after the stop: one sent, one waiting for its retry.
    const database = await openDatabase(loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'silent', DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl }));
    try {
      const { rows } = await database.executeSql(`SELECT state::text AS state FROM pgboss.job WHERE name = 'send-mail'`);
      expect((rows as { state: string }[]).map((r) => r.state).sort()).toEqual(['completed', 'retry']);
    } finally {
      await database.close();
    }
  });
});
