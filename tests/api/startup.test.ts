/**
 * The server entry behind `npm start` (issue 9): settings are checked before anything starts, the
 * database is migrated and seeded before the server listens, one app context serves the API, and
 * /api answers JSON for malformed paths and oversize request heads.
 *
 * @vitest-start-first: it waits on child servers that start from an empty data directory (about
 * 110 s in all); started by size, it began late and ended a CI run alone.
 */
import { connect } from 'node:net';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { loadEnv } from '@/server/env';
import { getAppContext, handleApiRequest } from '@/server/http';
import { startServer, type RunningServer } from '@/server/serve';
import { client, DEMO_PASSWORD } from './support/client';
import { runNode } from './support/run-node';
import { blockTempDir } from '../support/temp-dir';
import { scratchDir } from './support/scratch-dir';


/** Runs `npm start`'s script with only `env` (plus PATH/HOME) and collects its output. */
// A refusal comes before any build, but loading the start script and the settings module took up
// to 36 s in a fresh-clone CI with e2e beside it (session 26): room for a machine twice as slow.
const runStart = (env: Record<string, string>) => runNode(['scripts/start.mjs'], env, 150_000);

describe('npm start refuses bad settings before building or serving', () => {
  const dataDir = blockTempDir('knowly-start-');

  it('stops with the setting, its range and a non-zero exit code', async () => {
    const r = await runStart({ DATA_DIR: dataDir(), ACCESS_TOKEN_TTL_SECONDS: '15', PORT: '3457' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('ACCESS_TOKEN_TTL_SECONDS must be an integer from 30 to 86400 (got "15")');
    expect(r.stdout).not.toMatch(/next build|ready/i);
  }, 180_000);

  it('refuses production without a real AUTH_SECRET', async () => {
    const r = await runStart({ DATA_DIR: dataDir(), APP_ENV: 'prod', PORT: '3457' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/AUTH_SECRET must be set .* when APP_ENV=prod/);
  }, 180_000);

  it('refuses a Stripe key without the webhook signing secret, without echoing the key (decision 0033)', async () => {
    const key = 'sk_test_startupcheck0123456789';
    const r = await runStart({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: key, PORT: '3457' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set');
    expect(r.stdout + r.stderr).not.toContain(key);
  }, 180_000);
});

/** Pages stand-in: what Next does for our routes (the API adapters call handleApiRequest). */
async function pages(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (/^\/api\/(v1|auth|analytics)(\/|$)/.test(req.url ?? '')) return handleApiRequest(req, res);
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end('page');
}

function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('the server entry on a fresh data directory', () => {
  let dataDir: string;
  let running: RunningServer;
  let listenedAfterMs: number;
  beforeAll(async () => {
    dataDir = await scratchDir('serve');
    const started = Date.now();
    running = await startServer(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), pages, { port: 0, host: '127.0.0.1' });
    listenedAfterMs = Date.now() - started;
  });
  afterAll(async () => {
    await running?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('listens only once the database is migrated and seeded, so the first request is fast', async () => {
    const [row] = await running.app.db.select({ n: count() }).from(users);
    expect(row?.n).toBeGreaterThan(0);
    const c = client(running.url);
    const t0 = Date.now();
    const signIn = await c.post('/api/auth/oauth/token', { grantType: 'password', username: 'learner1_de', password: DEMO_PASSWORD });
    const firstMs = Date.now() - t0;
    console.info(`listening after ${listenedAfterMs} ms; first request ${firstMs} ms`);
    expect(signIn.status, signIn.text).toBe(200);
    // The migration and seed (seconds) happened before listening, not in this request.
    expect(firstMs).toBeLessThan(Math.max(1500, listenedAfterMs / 2));
  });

  it('hands its one app context to the API routes and pages', async () => {
    expect(await getAppContext()).toBe(running.app);
  });

  it('answers malformed percent-encoding under /api with 400 JSON, and leaves other paths to the pages', async () => {
    const port = new URL(running.url).port;
    const api = await rawRequest(Number(port), 'GET /api/v1/knows/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(api).toMatch(/^HTTP\/1\.1 400/);
    expect(api).toMatch(/content-type: application\/json/i);
    expect(api).toContain('"type":"BadRequestError"');
    const page = await rawRequest(Number(port), 'GET /knows/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(page).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\npage\r\n/);
  });

  it('answers a 16 KB URL with 431 JSON', async () => {
    const port = Number(new URL(running.url).port);
    const answer = await rawRequest(port, `GET /api/v1/knows?q=${'a'.repeat(16 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: { type: string; message: string } };
    expect(body.error).toMatchObject({ type: 'BadRequestError', message: expect.stringMatching(/too large/) });
  });
});
