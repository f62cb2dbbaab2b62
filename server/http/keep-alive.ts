import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the
 * idle timeout of the proxies in front of an instance (nginx and cloud load balancers keep an
 * upstream connection 60 s): a proxy then sends a request on a connection the server is closing
 * at that moment and answers the visitor 502. The same race reached our API tests, whose client
 * shares a busy process with the server and sent on a connection past the server's 5 s.
 * Longer than 60 s, so the proxy is the side that closes. Shutdown closes idle ones at once.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
