/**
 * The server of a describe block: started before its tests (before the block's own beforeAll
 * hooks that come after this call) and closed after them, last. The object stands for the server
 * from the start, so the block can hand it to a client or helpers at once; it throws if read
 * before the server is up.
 */
import { blockResource } from '../../support/block-resource';
import { startServer, type Backend, type TestDatabase, type TestServer } from './server';

export function blockServer(backend: Backend | TestDatabase, env: Record<string, string> = {}, startTimeoutMs?: number): TestServer {
  const server = blockResource('the server', () => startServer(backend, env), startTimeoutMs);
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
