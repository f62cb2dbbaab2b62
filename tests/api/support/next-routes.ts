/**
 * Serves Next API route modules (pages/api/...) on a loopback port, the way `next start` calls
 * them, for tests of the adapters themselves; closing also closes the process-wide app context
 * the adapters opened.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type RouteModule = (req: never, res: never) => unknown;

export interface ServedRoutes {
  url: string;
  close(): Promise<void>;
}

/** `routes` maps a path prefix to a route module's default export. */
export async function serveNextRoutes(routes: Record<string, RouteModule>): Promise<ServedRoutes> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const handler = Object.entries(routes).find(([prefix]) => req.url?.startsWith(prefix))?.[1];
    if (!handler) return void res.writeHead(404).end();
    void (handler as (req: IncomingMessage, res: ServerResponse) => unknown)(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      // The holder of server/http/index.ts: the adapters opened one app context for this process.
      const holder = globalThis as { __knowlyApp?: Promise<{ close(): Promise<void> }> };
      const app = holder.__knowlyApp;
      holder.__knowlyApp = undefined;
      await (await app)?.close();
    },
  };
}
