/**
 * Live chat across instances (issue 13 §1, decision 0037): two app instances on one PostgreSQL
 * deliver each other's messages to their stream clients (LISTEN/NOTIFY, never process memory),
 * an instance whose listener connection was cut catches up once it is back, and a draining
 * instance ends its streams at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { BACKENDS, type TestServer } from './support/server';
import { blockInstancePair } from './support/block-server';
import { client } from './support/client';
import { openStream, type SseStream } from './support/sse';

describe.runIf(BACKENDS.includes('postgres'))('chat on two instances sharing one PostgreSQL', () => {
  const [a, b] = blockInstancePair({ SEED_DEMO_DATA: 'false' });
  const streams: SseStream[] = [];

  const person = (s: TestServer) => client(s.url).member({ country: 'FR' });
  const stream = async (s: TestServer, token: string, opts?: { lastEventId?: string }) => {
    const st = await openStream(s.url, token, opts);
    streams.push(st);
    await st.waitFor((e) => e.event === 'ready');
    return st;
  };

  afterAll(() => {
    for (const st of streams) st.close();
  });

  it("delivers a message sent on one instance to the other instance's stream clients, both ways, in every tab", async () => {
    const ann = await person(a);
    const ben = await person(b);
    const chat = (await client(a.url).post('/api/v1/chats/direct', { userUuid: ben.uuid }, { token: ann.token })).body.uuid as string;
    const benOnA = await stream(a, ben.token);
    const benOnB = await stream(b, ben.token);
    const annOnB = await stream(b, ann.token);
    const sent = await client(a.url).post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text: 'bonjour' }, { token: ann.token });
    expect(sent.status).toBe(201);
    for (const tab of [benOnA, benOnB, annOnB]) {
      const got = await tab.waitFor((e) => e.event === 'message' && e.data.uuid === sent.body.uuid, 2000);
      expect(got.data).toMatchObject({ seq: 1, text: 'bonjour', senderUuid: ann.uuid });
    }
    const reply = await client(b.url).post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text: 'salut' }, { token: ben.token });
    const annOnA = await stream(a, ann.token, { lastEventId: `${chat}:1` });
    await annOnA.waitFor((e) => e.event === 'message' && e.data.uuid === reply.body.uuid, 2000);
    await annOnB.waitFor((e) => e.event === 'message' && e.data.uuid === reply.body.uuid, 2000);
  });

  it('catches up after its listener connection was cut: nothing lost, nothing twice', async () => {
    const ann = await person(a);
    const ben = await person(b);
    const chat = (await client(a.url).post('/api/v1/chats/direct', { userUuid: ben.uuid }, { token: ann.token })).body.uuid as string;
    const benOnA = await stream(a, ben.token);
    const admin = new pg.Client({ connectionString: a.db.databaseUrl });
    await admin.connect();
    try {
      // Cut every LISTEN connection of the test database (both instances'): they reconnect by themselves.
      const cut = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    for (let i = 1; i <= 3; i++) await client(b.url).post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text: `during ${i}` }, { token: ann.token });
    await benOnA.waitFor((e) => e.event === 'message' && e.data.text === 'during 3', 10_000);
    await client(b.url).post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text: 'after' }, { token: ann.token });
    await benOnA.waitFor((e) => e.event === 'message' && e.data.text === 'after', 5_000);
    expect(benOnA.events.filter((e) => e.event === 'message').map((e) => e.data.seq)).toEqual([1, 2, 3, 4]);
  });

  it('ends its streams when it starts draining', async () => {
    const ann = await person(a);
    const tab = await stream(a, ann.token);
    expect(a.app.live.size()).toBeGreaterThan(0);
    a.app.live.closeStreams();
    await expect.poll(() => a.app.live.size(), { timeout: 2000 }).toBe(0);
    tab.close();
  });
});
