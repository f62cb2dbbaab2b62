/**
 * The server of a describe block: started before its tests (before the block's own beforeAll
 * hooks that come after this call) and closed after them, last. The object stands for the server
 * from the start, so the block can hand it to a client or helpers at once; it throws if read
 * before the server is up.
 */
import { afterAll, beforeAll } from 'vitest';
import { startServer, type Backend, type TestDatabase, type TestServer } from './server';

type Env = Record<string, string>;

/** `env` as a function: settings known only once the block's earlier hooks ran (a fake server's url). */
export function blockServer(backend: Backend | TestDatabase, env: Env | (() => Env) = {}, startTimeoutMs?: number): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startServer(backend, typeof env === 'function' ? env() : env);
  }, startTimeoutMs);
  afterAll(async () => started?.close());
  const server = () => {
    if (!started) throw new Error('the server of this block has not started');
    return started;
  };
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
