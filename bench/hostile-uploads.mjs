#!/usr/bin/env node
/**
 * Hostile documents against POST /api/v1/uploads (issue 9, decision 0015): the peak memory (RSS)
 * of the server process while deflate-bomb PDFs are uploaded in parallel, and what a
 * 1,000,000-page PDF answers and writes. The router runs in this process on loopback (the bombs
 * are built before sampling starts; the client side adds only the few hundred KB it sends).
 *
 *   BENCH_BACKENDS=pglite npx tsx bench/hostile-uploads.mjs
 *   BENCH_BOMB_MB=400 BENCH_PARALLEL=4 BENCH_PAGES=1000000 npx tsx bench/hostile-uploads.mjs
 */
import { sql } from 'drizzle-orm';
import { BACKENDS, boot } from './support/boot.mjs';
import { deflateBombPdf, manyPagesPdf } from '../tests/unit/pdf-hostile-files.ts';

const bounded = (name, def, min, max) => {
  const n = Number(process.env[name] ?? def);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
};
const BOMB_MB = bounded('BENCH_BOMB_MB', 400, 1, 4096);
const PARALLEL = bounded('BENCH_PARALLEL', 4, 1, 16);
const PAGES = bounded('BENCH_PAGES', 1_000_000, 0, 2_000_000);
const HEADERS = { 'x-platform': 'web', 'x-device-id': 'bench-device-0001' };
const MB = 1024 * 1024;

async function signUp(url) {
  const email = `bench.hostile.${process.pid}@example.org`;
  const password = 'bench password 2026';
  const json = { ...HEADERS, 'content-type': 'application/json' };
  const created = await fetch(`${url}/api/v1/users`, {
    method: 'POST', headers: json, body: JSON.stringify({ email, name: 'Bench', password, country: 'DE' }),
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const token = await fetch(`${url}/api/auth/oauth/token`, {
    method: 'POST', headers: json, body: JSON.stringify({ grantType: 'password', username: email, password }),
  });
  if (token.status !== 200) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  return (await token.json()).accessToken;
}

async function upload(url, token, pdf, name) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/uploads`, { method: 'POST', headers: { ...HEADERS, authorization: `Bearer ${token}` }, body: form });
  const body = await res.json().catch(() => null);
  return { status: res.status, reason: body?.error?.data?.reason ?? body?.error?.type ?? '-', ms: Math.round(performance.now() - started) };
}

/** Samples this process's RSS every 10 ms while `fn` runs; returns fn's result and the peak. */
async function peakRss(fn) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await fn();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

async function count(app, table) {
  const r = await app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
  return Number(r.rows[0].n);
}

async function benchBackend(backend, bomb, pages) {
  const server = await boot(backend, { name: 'hostile', env: { SEED_DEMO_DATA: 'false' }, listen: true });
  try {
    const token = await signUp(server.url);
    global.gc?.();
    const idle = process.memoryUsage.rss();
    const { result: bombs, peak } = await peakRss(() =>
      Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(server.url, token, bomb, `bomb-${i}.pdf`))),
    );
    const row = {
      backend,
      [`${PARALLEL} bombs`]: bombs.map((b) => `${b.status} ${b.reason}`).join(', '),
      'bomb ms (max)': Math.max(...bombs.map((b) => b.ms)),
      'idle RSS MB': Math.round(idle / MB),
      'peak RSS MB': Math.round(peak / MB),
      'peak - idle MB': Math.round((peak - idle) / MB),
    };
    if (pages) {
      const many = await upload(server.url, token, pages, 'many-pages.pdf');
      Object.assign(row, {
        [`${PAGES} pages`]: `${many.status} ${many.reason}`,
        'pages ms': many.ms,
        'page rows': await count(server.app, 'upload_pages'),
      });
    }
    return row;
  } finally {
    await server.close();
  }
}

async function main() {
  const bomb = await deflateBombPdf(BOMB_MB * MB);
  const pages = PAGES > 0 ? manyPagesPdf(PAGES) : null;
  console.log(`Deflate bomb: ${Math.round(bomb.length / 1024)} KB inflating to ${BOMB_MB} MiB, ${PARALLEL} in parallel` +
    (pages ? `; ${PAGES}-page PDF: ${(pages.length / MB).toFixed(1)} MB` : ''));
  const rows = [];
  for (const backend of BACKENDS) rows.push(await benchBackend(backend, bomb, pages));
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
