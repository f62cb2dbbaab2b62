/**
 * The server of a describe block: started before its tests (before the block's own beforeAll
 * hooks that come after this call) and closed after them, last. The object stands for the server
 * from the start, so the block can hand it to a client or helpers at once; it throws if read
 * before the server is up. blockServerBehindRelay adds a relay to PostgreSQL (tcp-relay.ts) that
 * the block's tests switch.
 */
import { blockResource } from '../../support/block-resource';
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
    const closeRelayAndDatabase = async () => {
      await relay.close();
      await db.drop();
    };
    try {
      const server = await startServer({ ...db, databaseUrl: viaRelay.toString() }, { SEED_DEMO_DATA: 'false' });
      return {
        server,
        relay,
        async close() {
          await server.close();
          await closeRelayAndDatabase();
        },
      };
    } catch (err) {
      await closeRelayAndDatabase();
      throw err;
    }
  });
  return { server: standIn(() => started().server), relay: () => started().relay };
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
