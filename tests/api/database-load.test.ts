/**
 * Load on PostgreSQL is backpressure, never an outage (issue 21 §1, decision 0045). A pool of one
 * connection (DATABASE_POOL_MAX=1, DATABASE_POOL_WAIT_MS=300) is held by a transaction asleep in
 * pg_sleep; meanwhile the API answers 503 busy with Retry-After (not "unreachable", not 500), a
 * chat send is refused that way and not stored, a page render answers 503 with a "busy" page, and
 * /api/ready stays 200: it asks the database on its own connection, not the pool's.
 */
import { sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_CACHE_MS } from '@/server/health/readiness';
import { BUSY_RETRY_SECONDS } from '@/server/errors';
import { provideAppContext } from '@/server/http';
import { userPublicServerSideProps } from '@/server/users/public-page-props';
import { client, expectError } from './support/client';
import { BACKENDS, startServer, type TestServer } from './support/server';

const POOL = { DATABASE_POOL_MAX: '1', DATABASE_POOL_WAIT_MS: '300' };

describe.runIf(BACKENDS.includes('postgres'))('a busy pool on postgres', () => {
  let s: TestServer;
  let c: ReturnType<typeof client>;
  let alice: { token: string; uuid: string };
  let chat: string;

  /** Holds the pool's one connection for `ms`; resolves once it holds it. */
  async function holdPool(ms: number): Promise<{ released: Promise<void> }> {
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const released = s.app.db.transaction(async (tx) => {
      holding();
      await tx.execute(sql`SELECT pg_sleep(${ms / 1000})`);
    });
    await held;
    return { released };
  }

  beforeAll(async () => {
    // Jobs off: their queue would share the one pooled connection and make the timing vary.
    s = await startServer('postgres', { SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', ...POOL });
    c = client(s.url);
    const person = () => c.member({ country: 'DE' });
    alice = await person();
    const bob = await person();
    const r = await c.post('/api/v1/chats/direct', { userUuid: bob.uuid }, { token: alice.token });
    expect(r.status, r.text).toBe(201);
    chat = r.body.uuid;
  });
  afterAll(() => s?.close());

  it('answers 503 busy with Retry-After while no connection is free, ready stays 200, and recovers', async () => {
    // A fresh readiness check, not one cached from before the pool was held.
    await new Promise((r) => setTimeout(r, READY_CACHE_MS + 100));
    const { released } = await holdPool(3_000);

    const r = await c.get('/api/v1/knows');
    const e = expectError(r, 503, 'NoErrorType');
    expect(e.data).toEqual({ reason: 'busy', retryAfter: BUSY_RETRY_SECONDS });
    expect(e.message).toMatch(/busy/);
    expect(r.headers.get('retry-after')).toBe(String(BUSY_RETRY_SECONDS));

    const ready = await c.get('/api/ready', { bare: true });
    expect(ready.status, ready.text).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'ok' });
    expect(s.logs.entries().some((l) => String(l.msg).includes('503 busy'))).toBe(true);

    await released;
    expect((await c.get('/api/v1/knows')).status).toBe(200);
  });

  it('refuses a chat send as busy and stores nothing, so the sender knows to send it again', async () => {
    const { released } = await holdPool(2_000);
    const refused = await c.post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text: 'not now' }, { token: alice.token });
    expect(expectError(refused, 503, 'NoErrorType').data.reason).toBe('busy');
    await released;

    const sent = await c.post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text: 'now' }, { token: alice.token });
    expect(sent.status, sent.text).toBe(201);
    const history = await c.get(`/api/v1/chats/${chat}/messages`, { token: alice.token });
    expect(history.status, history.text).toBe(200);
    expect(history.body.content.map((m: { text: string }) => m.text)).toEqual(['now']);
  });

  it('renders a page whose data cannot be read as 503 busy with Retry-After, not 500', async () => {
    provideAppContext(s.app);
    const page = () => {
      const res = {
        statusCode: 200,
        headers: {} as Record<string, string>,
        body: null as string | null,
        setHeader(k: string, v: string) {
          res.headers[k.toLowerCase()] = v;
        },
        end(body: string) {
          res.body = body;
        },
      };
      const ctx = { params: { id: alice.uuid }, locale: 'de', resolvedUrl: `/users/${alice.uuid}`, res, req: {}, query: {} } as unknown as GetServerSidePropsContext;
      return { res, props: userPublicServerSideProps(ctx) };
    };

    const { released } = await holdPool(2_000);
    const busy = page();
    await busy.props;
    await released;
    expect(busy.res.statusCode).toBe(503);
    expect(busy.res.headers).toMatchObject({ 'retry-after': String(BUSY_RETRY_SECONDS), 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' });
    // The edition's language, and the same address to try again.
    expect(busy.res.body).toContain('<html lang="de">');
    expect(busy.res.body).toContain('<h1>Gerade ausgelastet</h1>');
    expect(busy.res.body).toContain(`href="/users/${alice.uuid}"`);

    const fine = page();
    expect(await fine.props).toMatchObject({ props: { user: { uuid: alice.uuid } } });
    expect(fine.res.statusCode).toBe(200);
    expect(fine.res.body).toBeNull();
  });
});
