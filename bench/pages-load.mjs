#!/usr/bin/env node
/**
 * Know pages and search under load (issue 9 §8): requests per second and p99 latency at 50
 * connections (autocannon) for a know page, the search page with a query, and the search API,
 * in the US and DE editions, next to a small static file on the same server. Needs a
 * production build; starts `npm start`'s server on BENCH_PORT (default 3200) on the demo data.
 * Every request asks for the same address without a cookie, so that server answers the pages
 * from its page cache (decision 0043) after the first; BENCH_SERVER=next measures bare
 * `next start`, which renders every request (the cost of a cache miss).
 *
 *   node bench/pages-load.mjs
 *   BENCH_SERVER=next node bench/pages-load.mjs
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=100 node bench/pages-load.mjs
 */
import autocannon from 'autocannon';
import { samplePages, startNext } from './support/next-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const QUERIES = { us: 'cell', de: 'Zelle' };

function load(server, label, path) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${server.base}${path}`, headers: { host: server.host(label), 'x-platform': 'web', 'x-device-id': 'bench-pages-load-0001' }, connections: CONNECTIONS, duration: DURATION },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const server = await startNext({ product: process.env.BENCH_SERVER !== 'next' });
try {
  const rows = [];
  const run = async (label, name, path) => {
    await load(server, label, path); // warm (ISR render, caches, JIT) — short runs would measure the first render
    const res = await load(server, label, path);
    const bad = res.non2xx + res.errors + res.timeouts;
    // Which answers were bad: status codes other than 2xx, and timeouts (autocannon's 10 s).
    const codes = Object.entries(res.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}x ${code}`);
    if (res.timeouts) codes.push(`${res.timeouts} timed out`);
    if (res.errors - res.timeouts > 0) codes.push(`${res.errors - res.timeouts} errors`);
    rows.push({ label, name, rps: res.requests.average, p99: res.latency.p99, p50: res.latency.p50, bad, path });
    console.log(
      `${label} ${name.padEnd(12)} ${res.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(res.latency.p50).padStart(4)} ms  p99 ${String(res.latency.p99).padStart(5)} ms${bad ? `  (${codes.join(', ')})` : ''}  ${path}`,
    );
  };
  await run('us', 'static file', '/favicon.svg');
  for (const label of ['us', 'de']) {
    const { know } = await samplePages(server, label);
    if (know) await run(label, 'know page', know);
    else console.log(`${label}: no know page in the sitemap`);
    const q = encodeURIComponent(QUERIES[label]);
    await run(label, 'search page', `/knows/search?query=${q}`);
    await run(label, 'search API', `/api/v1/search/knows?query=${q}`);
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, after one warm-up run each; server: ${process.env.BENCH_SERVER === 'next' ? 'next start' : 'npm start'}.`);
} finally {
  server.stop();
}
