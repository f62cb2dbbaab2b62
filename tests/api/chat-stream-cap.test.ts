/**
 * Live chat streams per account are capped (issue 21 point 6: one account opened 1,000): opens
 * beyond CHAT_LIMITS.streamsPerAccountMax answer 429 TooManyRequestsError with Retry-After, in
 * parallel, on one instance and across two instances on one PostgreSQL; a closed stream frees
 * its place, and other accounts are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@/lib/contract/limits';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { blockInstancePair } from './support/block-server';
import { client, expectError } from './support/client';
import { openStream, type SseStream } from './support/sse';

const CAP = CHAT_LIMITS.streamsPerAccountMax;

async function person(s: TestServer) {
  const c = client(s.url);
  return (await c.signedInUser({ country: 'FR' })).token;
}

/** Opens streams until one is accepted (a closed stream frees its place once the server saw it close). */
async function openWhenFree(url: string, token: string, opened: SseStream[]): Promise<SseStream> {
  for (let i = 0; i < 50; i++) {
    const st = await openStream(url, token);
    opened.push(st);
    if (st.status === 200) return st;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no place freed');
}

describe.each(BACKENDS)('chat stream cap on %s', (backend) => {
  let s: TestServer;
  const opened: SseStream[] = [];
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
  }, 180_000);
  afterAll(async () => {
    for (const st of opened) st.close();
    await s?.close();
  });

  it('accepts exactly the cap of parallel opens of one account and refuses the rest with 429', async () => {
    const token = await person(s);
    const tries = await Promise.all(Array.from({ length: CAP + 10 }, () => openStream(s.url, token)));
    opened.push(...tries);
    const accepted = tries.filter((t) => t.status === 200);
    expect(accepted).toHaveLength(CAP);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(10);
    await Promise.all(accepted.map((t) => t.waitFor((e) => e.event === 'ready')));

    const refused = await client(s.url).get('/api/v1/chats/events', { token });
    const e = expectError(refused, 429, 'TooManyRequestsError');
    expect(e.data).toMatchObject({ maxStreams: CAP });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another account has its own streams.
    const other = await openStream(s.url, await person(s));
    opened.push(other);
    expect(other.status).toBe(200);

    // A closed tab frees its place.
    accepted[0]!.close();
    const again = await openWhenFree(s.url, token, opened);
    await again.waitFor((e2) => e2.event === 'ready');
  });
});

describe.runIf(BACKENDS.includes('postgres'))('chat stream cap across two instances', () => {
  const [a, b] = blockInstancePair({ SEED_DEMO_DATA: 'false' }, 180_000);
  const opened: SseStream[] = [];
  afterAll(() => {
    for (const st of opened) st.close();
  });

  it('counts the streams of one account on every instance together', async () => {
    const token = await person(a);
    const tries = await Promise.all(Array.from({ length: CAP + 6 }, (_, i) => openStream((i % 2 ? a : b).url, token)));
    opened.push(...tries);
    expect(tries.filter((t) => t.status === 200)).toHaveLength(CAP);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(6);

    // Closed on one instance, reopened on the other.
    const onA = tries.find((t, i) => i % 2 === 1 && t.status === 200)!;
    onA.close();
    await (await openWhenFree(b.url, token, opened)).waitFor((e) => e.event === 'ready');
  });

  it('frees the places of an instance that stopped without closing its streams, once their lease ran out', async () => {
    // Covered by the lease expiry: a stream's row counts only until its expiry, renewed by its heartbeat.
    const token = await person(a);
    const c = new (await import('pg')).default.Client({ connectionString: a.db.databaseUrl });
    await c.connect();
    try {
      const user = (await client(a.url).get('/api/v1/users/me', { token })).body.uuid as string;
      // A crashed instance's leases: rows that expired a minute ago.
      for (let i = 0; i < CAP; i++) {
        await c.query(`INSERT INTO rate_limits (bucket, key, tat) VALUES ('chat-stream', $1, now() - interval '1 minute')`, [`${user}:crashed-${i}`]);
      }
      const st = await openStream(a.url, token);
      opened.push(st);
      expect(st.status).toBe(200);
    } finally {
      await c.end();
    }
  });
});
