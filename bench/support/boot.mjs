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
import { ROUTES } from '../../server/http/routes';
import { admin, databaseUrl as databaseUrlOf, dropDatabase, scratchDatabase } from './admin-sql.mjs';


/** BENCH_BACKENDS (default both), e.g. "pglite". */
export const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean);


/**
 * `keep`: a PostgreSQL database of that name is created when missing, reused when present and
 * left in place on close, so a corpus that takes half an hour to generate is generated once
 * (drop it yourself: `dropdb <name>`).
 * @param {'pglite' | 'postgres'} backend
 * @param {{ name: string; env?: Record<string, string>; listen?: boolean; keep?: string }} options
 */
export async function boot(backend, { name, env = {}, listen = false, keep }) {
  const dataDir = await mkdtemp(join(tmpdir(), `knowly-bench-${name}-`));
  let databaseUrl;
  let dbName;
  if (backend === 'postgres') {
    if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error('a kept database is named in lower-case letters, digits and _');
    dbName = keep ?? `knowly_bench_${name}_${process.pid}`;
    if (keep) {
      await admin(`CREATE DATABASE ${dbName}`).catch((err) => {
        if (err.code !== '42P04') throw err; // exists: reused
      });
      databaseUrl = databaseUrlOf(dbName);
    } else {
      databaseUrl = await scratchDatabase(dbName);
    }
  }
  const app = await createAppContext(loadEnv({ APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env }));
  let server;
  let url = null;
  if (listen) {
    const handle = createApiHandler(app, ROUTES);
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
      if (dbName && !keep) await dropDatabase(dbName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
