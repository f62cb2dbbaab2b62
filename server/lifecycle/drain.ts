/**
 * Graceful stop of an HTTP server: refuse new connections at once, let the requests in flight
 * finish within a bound, then cut what is left. A keep-alive connection carries no further
 * request: an answer written while draining says `Connection: close`, and a connection that
 * falls idle is closed. The caller closes the app (jobs, database) only after this resolves, so
 * every answer a client received was written with the database still open: an acknowledged
 * write is a committed write.
 */
import type { Server, ServerResponse } from 'node:http';

export interface Drainer {
  /** Requests being answered right now. */
  inFlight(): number;
  /**
   * Stops accepting and waits up to `graceMs` for the requests in flight; then closes every
   * connection. Resolves with how many requests were cut short.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
}

export function drainer(server: Server): Drainer {
  const active = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | undefined;

  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (!draining) return;
      // This connection may now sit idle on keep-alive: close it (and any other idle one).
      server.closeIdleConnections();
      if (active.size === 0) idle?.();
    });
  });

  return {
    inFlight: () => active.size,
    async drain(graceMs) {
      draining = true;
      // No answer from now on keeps its connection open for another request.
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (active.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => (idle = resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
        ]);
        clearTimeout(timer);
      }
      const cut = active.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
