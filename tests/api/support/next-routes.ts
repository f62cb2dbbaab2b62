/**
 * Serves Next API route modules (pages/api/...) on a loopback port, the way `next start` calls
 * them, for tests of the adapters themselves; closing also closes the process-wide app context
 * the adapters opened.
 */
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blockResource } from '../../support/block-resource';
import { closeAlso } from '../../support/close-also';
import { scratchDir } from './scratch-dir';

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

/**
 * The routes `load` imports, on the process env the adapters read: a fresh embedded database in a
 * temporary DATA_DIR, no demo seed, and `env`. The env is set before `load` runs, as settings are
 * read when the modules load or at the first request; close() also puts the env back and removes
 * the directory.
 */
async function serveNextRoutesOnFreshData(
  load: () => Promise<Record<string, RouteModule>>,
  env: Record<string, string> = {},
): Promise<ServedRoutes> {
  const dir = await scratchDir('next');
  const settings: Record<string, string | undefined> = { DATA_DIR: dir, DATABASE_URL: undefined, SEED_DEMO_DATA: 'false', ...env };
  const saved = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  const restore = async () => {
    apply(saved);
    await rm(dir, { recursive: true, force: true });
  };
  apply(settings);
  return closeAlso(async () => serveNextRoutes(await load()), restore);
}

/**
 * serveNextRoutesOnFreshData for a describe block: served before its tests (before the block's own
 * beforeAll hooks that come after this call), closed after them; `url` throws until then.
 */
export function blockNextRoutes(load: () => Promise<Record<string, RouteModule>>, env: Record<string, string> = {}): { readonly url: string } {
  const served = blockResource('the Next routes', () => serveNextRoutesOnFreshData(load, env));
  return {
    get url() {
      return served().url;
    },
  };
}
