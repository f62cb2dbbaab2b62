/**
 * One app instance for a benchmark, on a fresh database: PGlite in a temp DATA_DIR, or a scratch
 * database on the PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test),
 * dropped on close. `listen: true` also serves the API router on a loopback port.
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppContext } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createApiHandler } from '../../server/http/handler';
import { admin, ADMIN_URL } from './admin-sql.mjs';


/** BENCH_BACKENDS (default both), e.g. "pglite". */
export const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean);


/**
 * @param {'pglite' | 'postgres'} backend
 * @param {{ name: string; env?: Record<string, string>; listen?: boolean }} options
 */
export async function boot(backend, { name, env = {}, listen = false }) {
  const dataDir = await mkdtemp(join(tmpdir(), `knowly-bench-${name}-`));
  let databaseUrl;
  let dbName;
  if (backend === 'postgres') {
    dbName = `knowly_bench_${name}_${process.pid}`;
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const app = await createAppContext(loadEnv({ APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env }));
  let server;
  let url = null;
  if (listen) {
    const handle = createApiHandler(app);
    server = createServer((req, res) => void handle(req, res));
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${server.address().port}`;
  }
  return {
    app,
    url,
    async close() {
      if (server) {
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
      }
      await app.close();
      if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
