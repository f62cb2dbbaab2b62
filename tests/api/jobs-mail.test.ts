/**
 * Mail goes through the job queue (decision 0017): a mail server that refuses twice, then
 * accepts, gets the mail exactly once, and the request that caused it never waited for it.
 * A real SMTP server (smtp-server) speaks the protocol; nothing of ours is mocked.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client } from './support/client';

interface Received {
  to: string[];
  text: string;
}

/** An SMTP server that answers 451 to the first `refusals` mails' DATA, then accepts. */
async function flakySmtp(refusals: number) {
  const state = { attempts: 0, delivered: [] as Received[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.attempts++;
        if (state.attempts <= refusals) {
          done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        state.delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), text: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(BACKENDS)('mail through the job queue on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof flakySmtp>>;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await flakySmtp(2);
    s = await startServer(backend, {
      SEED_DEMO_DATA: 'false',
      SMTP_URL: smtp.url,
      // Retries after ~1-2 s and ~2-4 s instead of minutes; the backoff itself is pg-boss's.
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOBS_POLL_INTERVAL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  const mailJobs = async () => {
    const result = await s.app.db.execute(sql`SELECT state, retry_count AS "retryCount", data::text AS data FROM pgboss.job WHERE name = 'send-mail'`);
    return (result as unknown as { rows: { state: string; retryCount: number; data: string }[] }).rows;
  };

  it('delivers once when the mail server refuses twice, retrying with growing delays', async () => {
    const c = client(s.url);
    const started = Date.now();
    const { input } = await c.signUp();
    // The sign-up answered while the mail server was refusing: the mail waits in the queue.
    expect(smtp.state.delivered).toHaveLength(0);
    const [queued] = await mailJobs();
    // Sealed in the queue: neither the address nor the confirmation link is readable there.
    expect(queued!.data).not.toContain(input.email);
    expect(queued!.data).not.toMatch(/confirm/i);

    await until('the mail to arrive', () => smtp.state.delivered.length > 0);
    expect(smtp.state.attempts).toBe(3);
    // Two backoff waits (>= 1 s, then >= 2 s) before the third attempt.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    await until('the job to complete', async () => (await mailJobs()).every((j) => j.state === 'completed'));
    await s.app.jobs.settled();
    expect(smtp.state.delivered).toHaveLength(1);
    expect(smtp.state.delivered[0]!.to).toEqual([input.email]);
    expect(smtp.state.delivered[0]!.text).toMatch(/confirmationToken=/);
    expect((await mailJobs()).map((j) => j.retryCount)).toEqual([2]);
    // Each refusal is one warning naming the job and attempt, never the recipient.
    const failures = s.logs.entries().filter((e) => e.msg === 'job attempt failed');
    expect(failures.map((e) => [e.level, e.job, e.attempt])).toEqual([['warn', 'send-mail', 1], ['warn', 'send-mail', 2]]);
    expect(s.logs.lines.join('\n')).not.toContain(input.email);
  });
});
