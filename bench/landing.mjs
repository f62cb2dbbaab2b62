#!/usr/bin/env node
// Landing page budget (issue 2 §11): first-load JavaScript (gzip) and server requests per second
// next to a small static file served by the same server. Needs a production build (`npm run
// build`); starts `next start` on BENCH_PORT (default 3200) and stops it afterwards.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const HOST = process.env.BENCH_HOST ?? 'de.localhost';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const BLANK_PAGE_KIB = 141; // Next + React + styled-components + next-i18next blank page (DESIGN.md)
const base = `http://127.0.0.1:${PORT}`;
const headers = { host: `${HOST}:${PORT}` };

const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data/bench' },
});

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${base}/favicon.svg`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function firstLoadJs() {
  const html = await (await fetch(`${base}/`, { headers })).text();
  // noModule scripts (legacy polyfills) are never loaded by the browsers that run modules.
  const srcs = [...html.matchAll(/<script([^>]*)src="([^"]+)"/g)].filter((m) => !/noModule/i.test(m[1])).map((m) => m[2]);
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.length, kib: gzip / 1024, htmlKib: gzipSync(html).length / 1024 };
}

function rps(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, headers, connections: 20, duration: DURATION }, (err, res) =>
      err ? reject(err) : resolve(res.requests.average),
    );
  });
}

try {
  await waitUp();
  const js = await firstLoadJs();
  await rps('/'); // warm the page cache
  const landing = await rps('/');
  const staticFile = await rps('/favicon.svg');
  console.log(`landing first-load JS: ${js.kib.toFixed(1)} KiB gzip in ${js.scripts} scripts (HTML ${js.htmlKib.toFixed(1)} KiB gzip)`);
  console.log(`  vs blank page on the same stack (${BLANK_PAGE_KIB} KiB): ${(js.kib / BLANK_PAGE_KIB).toFixed(2)}x (aim <= 1.2x)`);
  console.log(`landing: ${landing.toFixed(0)} req/s; static file: ${staticFile.toFixed(0)} req/s`);
  console.log(`  ratio: ${(landing / staticFile).toFixed(2)} (aim >= 0.3)`);
} finally {
  server.kill('SIGTERM');
}
