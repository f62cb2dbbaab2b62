#!/usr/bin/env node
// Landing page budget (issue 9 §8): first-load JavaScript (gzip, modern browsers: the scripts of
// the served HTML without noModule polyfills) against the stack floor, and server requests per
// second next to a small static file served by the same server. Needs a production build
// (`npm run build`); starts the product's server (`npm start`: request log, page cache, Next) on
// BENCH_PORT (default 3200) and stops it afterwards.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { LANDING_BUDGET_RATIO, STACK_FLOOR_KIB } from './support/first-load.mjs';
import { startNext } from './support/next-server.mjs';

const LABEL = (process.env.BENCH_HOST ?? 'de.localhost').split('.')[0];
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const server = await startNext({ product: true });
const headers = { host: server.host(LABEL) };

async function firstLoadJs() {
  const html = await (await server.fetchAs(LABEL, '/')).text();
  // noModule scripts (legacy polyfills) are never loaded by the browsers that run modules.
  const srcs = [...html.matchAll(/<script([^>]*)src="([^"]+)"/g)].filter((m) => !/noModule/i.test(m[1])).map((m) => m[2]);
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, server.base))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.length, kib: gzip / 1024, htmlKib: Buffer.byteLength(html) / 1024, htmlGzKib: gzipSync(html).length / 1024 };
}

function rps(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${server.base}${path}`, headers, connections: CONNECTIONS, duration: DURATION }, (err, res) =>
      err ? reject(err) : resolve(res.requests.average),
    );
  });
}

try {
  const js = await firstLoadJs();
  await rps('/'); // warm the page cache
  const landing = await rps('/');
  const staticFile = await rps('/favicon.svg');
  console.log(`landing first-load JS: ${js.kib.toFixed(1)} KiB gzip in ${js.scripts} scripts (HTML ${js.htmlKib.toFixed(1)} KiB, ${js.htmlGzKib.toFixed(1)} KiB gzip)`);
  console.log(`  vs blank page on the same stack (${STACK_FLOOR_KIB} KiB): ${(js.kib / STACK_FLOOR_KIB).toFixed(2)}x (aim <= ${LANDING_BUDGET_RATIO}x)`);
  console.log(`landing: ${landing.toFixed(0)} req/s; static file: ${staticFile.toFixed(0)} req/s`);
  console.log(`  ratio: ${(landing / staticFile).toFixed(2)} (aim >= 0.3)`);
} finally {
  server.stop();
}
