/**
 * The server of a describe block: started before its tests (before the block's own beforeAll
 * hooks that come after this call) and closed after them, last. The object stands for the server
 * from the start, so the block can hand it to a client or helpers at once; it throws if read
 * before the server is up. blockServerBehindRelay adds a relay to PostgreSQL (tcp-relay.ts) that
 * the block's tests switch.
 */
import { blockResource } from '../../support/block-resource';
import { closeAlso } from '../../support/close-also';
import { createTestDatabase, startServer, type Backend, type TestDatabase, type TestServer } from './server';
import { tcpRelay, type Relay } from './tcp-relay';

export function blockServer(backend: Backend | TestDatabase, env: Record<string, string> = {}, startTimeoutMs?: number): TestServer {
  return standIn(blockResource('the server', () => startServer(backend, env), startTimeoutMs));
}

/**
 * The server of a describe block (without demo data) on a PostgreSQL database of its own that it
 * reaches through a relay, which the tests switch to make the database hang or go away.
 */
export function blockServerBehindRelay(): { server: TestServer; relay: () => Relay } {
  const started = blockResource('the server behind a relay', async () => {
    const db = await createTestDatabase('postgres');
    const target = new URL(db.databaseUrl!);
    const relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const viaRelay = new URL(db.databaseUrl!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const server = await closeAlso(
      () => startServer({ ...db, databaseUrl: viaRelay.toString() }, { SEED_DEMO_DATA: 'false' }),
      async () => {
        await relay.close();
        await db.drop();
      },
    );
    // The job queue reports the outages these blocks make; that is its job, not a failure here.
    server.logs.tolerate((e) => e.msg === 'job queue error');
    return { server, relay, close: () => server.close() };
  });
  return { server: standIn(() => started().server), relay: () => started().relay };
}

/**
 * Two servers of a describe block on one PostgreSQL database of its own, as two instances of a
 * deployment: started together (migrations and the seed must not race) before the block's tests,
 * closed after them with the database.
 */
export function blockInstancePair(env: Record<string, string> = {}, startTimeoutMs?: number): [TestServer, TestServer] {
  const started = blockResource('the two instances', async () => {
    const db = await createTestDatabase('postgres');
    return closeAlso(async () => {
      const [a, b] = await Promise.all([startServer(db, env), startServer(db, env)]);
      return {
        a,
        b,
        async close() {
          await a.close();
          await b.close();
        },
      };
    }, () => db.drop());
  }, startTimeoutMs);
  return [standIn(() => started().a), standIn(() => started().b)];
}

/** A TestServer that reads `server()` on each use, so it can be handed out before the server starts. */
function standIn(server: () => TestServer): TestServer {
  return {
    get url() {
      return server().url;
    },
    get app() {
      return server().app;
    },
    get db() {
      return server().db;
    },
    get logs() {
      return server().logs;
    },
    close: () => server().close(),
  };
}
