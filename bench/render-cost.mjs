#!/usr/bin/env node
/**
 * What a rendered know page costs (issue 21 point 2): `npm start`'s server, with every request
 * carrying a cookie and naming a different know in turn, so the page cache (decision 0043)
 * never answers; a signed-in reader and a crawler's long tail get exactly this.
 * - sequential: one request at a time over every public know of several editions, median and
 *   p90 of the time to the last byte (after a warm-up), twice: first views (each page rendered)
 *   and repeat views (each page again: from the render cache, decision 0066, unless
 *   RENDER_CACHE_MB=0);
 * - the floor: a know page that does not exist (/knows/not-a-know, 404), up to 500 times: the
 *   same shell, `_document` and Next pipeline with no query and no know, so what every rendered
 *   page pays before its own data (decision 0078);
 * - under load: requests per second at BENCH_CONNECTIONS (default 20) over the same pages (seen
 *   before), next to a small static file on the same server.
 * The server's CPU time per page (all its processes, from /proc) is reported too: on a machine
 * shared with other work it varies far less than wall time. Sequentially, each request's own:
 * median and p90 (every thread's schedstat before and after it), and the mean (stat ticks); with
 * the load average at the start. Needs a production build. Runs on PGlite (a fresh DATA_DIR)
 * and on PostgreSQL (a fresh database on BENCH_DATABASE_URL's server, seeded by the server at
 * start, dropped afterwards); BENCH_BACKENDS=pglite or postgres for one. Extra server settings
 * pass through (e.g. SERVER_WORKERS=1 to measure a single process on PostgreSQL, RENDER_CACHE_MB=0
 * to render every request).
 *
 *   node bench/render-cost.mjs
 *   BENCH_BACKENDS=postgres BENCH_SECONDS=20 node bench/render-cost.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startNext } from './support/next-server.mjs';
import { dropDatabase, scratchDatabase } from './support/admin-sql.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean);
const EDITIONS = ['us', 'de', 'fr', 'gb', 'es', 'it', 'pl'];
// PORT is baked into the build (the editions' origins): run on the port the build was made for, or
// `npm start` builds again first.
const PORT = Number(process.env.BENCH_PORT ?? process.env.PORT ?? 3000);
/** Any cookie sends the request past the page cache, as a signed-in reader's would. */
const COOKIE = 'bench-render=1';
/** The floor: the know page's shell and pipeline without a know (a 404, no query). */
const FLOOR_PATH = '/knows/not-a-know';
const FLOOR_REQUESTS = 500;


/** GET with our Host header, as a browser asks (gzip), timed to the last byte: { status, ms, body }. */
function timedGet(base, host, path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(`${base}${path}`, { headers: { host, cookie: COOKIE, 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const raw = Buffer.concat(chunks);
        const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode, ms, body, cached: res.headers.age !== undefined, reused: res.headers['x-render-cache'] === 'hit' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every public know page of the editions, from their sitemaps: [{ host, path }]. */
async function knowPages(server) {
  const pages = [];
  for (const label of EDITIONS) {
    const host = server.host(label);
    let { body: xml } = await timedGet(server.base, host, '/sitemap.xml');
    let locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    if (/<sitemapindex/.test(xml)) {
      const parts = [];
      for (const loc of locs) parts.push((await timedGet(server.base, host, new URL(loc).pathname + new URL(loc).search)).body);
      xml = parts.join('\n');
      locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    }
    for (const loc of locs) {
      const path = new URL(loc).pathname;
      if (/^\/knows\/[^/]+$/.test(path) && path !== '/knows/search') pages.push({ host, path });
    }
  }
  return pages;
}

/**
 * CPU seconds the server has used so far: every process of its group (the primary and the
 * workers), from /proc (Linux). On a shared machine this is steadier than wall time: CPU spent
 * per request does not grow when other work queues for the cores.
 */
function serverCpuSeconds(groupId) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may contain spaces): state ppid pgrp ... utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** The processes of the server's group (the primary and its workers). */
function groupPids(groupId) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === groupId) pids.push(entry);
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/**
 * CPU time, in milliseconds, the given processes have used so far, to the nanosecond: every
 * thread's /proc/<pid>/task/<tid>/schedstat (its first field: time on a CPU, ns). Fine enough
 * to time one request, where /proc's stat ticks (10 ms) are not.
 */
function preciseCpuMs(pids) {
  let ns = 0;
  for (const pid of pids) {
    let tasks;
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // thread ended meanwhile
      }
    }
  }
  return ns / 1e6;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function load(server, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: server.base, requests, connections: CONNECTIONS, duration: DURATION, timeout: 30, headers: { cookie: COOKIE, 'accept-encoding': 'gzip' } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

async function measure(backend) {
  const dataDir = await mkdtemp(join(tmpdir(), 'knowly-bench-render-'));
  const dbName = `knowly_bench_render_${process.pid}`;
  const env = {};
  if (backend === 'postgres') {
    env.DATABASE_URL = await scratchDatabase(dbName);
  } else {
    env.DATABASE_URL = '';
  }
  const server = await startNext({ product: true, port: PORT, dataDir, env: { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, startTimeoutMs: 180_000 });
  try {
    const pages = await knowPages(server);
    if (pages.length < 20) throw new Error(`only ${pages.length} know pages in the sitemaps`);
    // Warm-up: JIT, Next's page module, every edition's translations once. Addresses of their own
    // (a query string), so the render cache (decision 0066) keeps nothing the rounds below ask for.
    for (const p of pages.slice(0, 40)) await timedGet(server.base, p.host, `${p.path}?warm-up=1`);
    // Round 1: every page's first view (rendered); round 2: the same pages again (a repeat view,
    // from the render cache unless RENDER_CACHE_MB=0).
    const rounds = [{ times: [], cpu: [], hits: 0 }, { times: [], cpu: [], hits: 0 }];
    let bad = 0;
    const pids = groupPids(server.pid);
    const cpuBefore = serverCpuSeconds(server.pid);
    const load1 = loadavg()[0];
    for (const round of rounds) {
      for (const p of pages) {
        // One request at a time: the server's CPU between the two readings is this page's (plus
        // the little a timer or the job queue spends meanwhile).
        const cpuStart = preciseCpuMs(pids);
        const r = await timedGet(server.base, p.host, p.path);
        round.cpu.push(preciseCpuMs(pids) - cpuStart);
        if (r.status !== 200 || !r.body.includes('__NEXT_DATA__') || r.cached) bad++;
        if (r.reused) round.hits++;
        round.times.push(r.ms);
      }
    }
    const seqCpuMs = ((serverCpuSeconds(server.pid) - cpuBefore) * 1000) / (2 * pages.length);
    const floor = { times: [], cpu: [], hits: 0 };
    for (let i = 0; i < Math.min(pages.length, FLOOR_REQUESTS); i++) {
      const cpuStart = preciseCpuMs(pids);
      const r = await timedGet(server.base, server.host(EDITIONS[i % EDITIONS.length]), FLOOR_PATH);
      floor.cpu.push(preciseCpuMs(pids) - cpuStart);
      if (r.status !== 404 || !r.body.includes('__NEXT_DATA__')) bad++;
      floor.times.push(r.ms);
    }
    for (const round of [...rounds, floor]) {
      round.times.sort((a, b) => a - b);
      round.cpu.sort((a, b) => a - b);
    }
    const [first, repeat] = rounds;
    const requests = pages.map((p) => ({ method: 'GET', path: p.path, headers: { host: p.host, cookie: COOKIE, 'accept-encoding': 'gzip' } }));
    await load(server, requests.slice(0, 20)); // warm-up under load
    const loadCpu = serverCpuSeconds(server.pid);
    const rendered = await load(server, requests);
    const loadCpuMs = ((serverCpuSeconds(server.pid) - loadCpu) * 1000) / Math.max(1, rendered.requests.total);
    const staticFile = await load(server, [{ method: 'GET', path: '/favicon.svg', headers: { host: server.host('us') } }]);
    const badLoad = rendered.non2xx + rendered.errors + rendered.timeouts;
    return {
      backend,
      load1,
      pages: pages.length,
      first: summary(first),
      repeat: summary(repeat),
      floor: summary(floor),
      seqBad: bad,
      seqCpuMs,
      loadCpuMs,
      rps: rendered.requests.average,
      p99: rendered.latency.p99,
      loadBad: badLoad,
      staticRps: staticFile.requests.average,
    };
  } finally {
    await server.stop();
    if (backend === 'postgres') await dropDatabase(dbName).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

const summary = (round) => ({
  median: quantile(round.times, 0.5),
  p90: quantile(round.times, 0.9),
  cpuMedian: quantile(round.cpu, 0.5),
  cpuP90: quantile(round.cpu, 0.9),
  hits: round.hits,
});
const line = (name, r) =>
  `${name}: median ${r.median.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, server CPU per page median ${r.cpuMedian.toFixed(1)} ms, p90 ${r.cpuP90.toFixed(1)} ms (${r.hits} from the render cache)`;

for (const backend of BACKENDS) {
  const r = await measure(backend);
  console.log(
    `${r.backend.padEnd(8)} ${r.pages} know pages, load average ${r.load1.toFixed(1)} at the start\n` +
      `  sequential, ${line('first views', r.first)}\n` +
      `  sequential, ${line('repeat views', r.repeat)}\n` +
      `  sequential, ${line(`floor (${FLOOR_PATH}, 404)`, r.floor)}\n` +
      `  sequential mean server CPU (stat ticks) ${r.seqCpuMs.toFixed(1)} ms${r.seqBad ? ` (${r.seqBad} not a fresh 200)` : ''}\n` +
      `  ${CONNECTIONS} connections (pages seen before): ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, server CPU ${r.loadCpuMs.toFixed(1)} ms/page${r.loadBad ? ` (${r.loadBad} bad)` : ''}; static file ${r.staticRps.toFixed(0)} req/s, ratio ${(r.rps / r.staticRps).toFixed(3)}x`,
  );
}
console.log(
  `\nnpm start's server, every request with a cookie (no page cache), ${DURATION} s per load run; SERVER_WORKERS=${process.env.SERVER_WORKERS ?? 'default'}, RENDER_CACHE_MB=${process.env.RENDER_CACHE_MB ?? 'default'}.`,
);
