#!/usr/bin/env node
/**
 * Hostile documents against POST /api/v1/uploads (issue 9, decision 0015; issue 21, decision
 * 0049): the peak memory (RSS) of the server process while deflate-bomb PDFs are uploaded in
 * parallel; what a 1,000,000-page PDF answers and writes; junk "PDFs" (random bytes after a
 * `%PDF-` header): how long another user's small upload takes while two accounts keep sending
 * them, and the peak RSS of many at once. The router runs in this process on loopback (the bombs
 * are built before sampling starts); junk is sent by bench/support/junk-sender.mjs processes, so
 * this process's RSS is the server's.
 *
 *   BENCH_BACKENDS=pglite npx tsx bench/hostile-uploads.mjs
 *   BENCH_BOMB_MB=400 BENCH_PARALLEL=4 BENCH_PAGES=1000000 npx tsx bench/hostile-uploads.mjs
 *   BENCH_PARTS=junk BENCH_JUNK_MB=24 BENCH_JUNK_PARALLEL=16 BENCH_JUNK_SENDERS=2 npx tsx bench/hostile-uploads.mjs
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { CLIENT_HEADERS, signUp } from './support/accounts.mjs';
import { BACKENDS, boot } from './support/boot.mjs';
import { deflateBombPdf, manyPagesPdf } from '../tests/unit/pdf-hostile-files.ts';
import { makePdf } from '../tests/support/documents.ts';
import { bounded } from './support/env.mjs';

const BOMB_MB = bounded('BENCH_BOMB_MB', 400, 1, 4096);
const PARALLEL = bounded('BENCH_PARALLEL', 4, 1, 16);
const PAGES = bounded('BENCH_PAGES', 1_000_000, 0, 2_000_000);
const JUNK_MB = bounded('BENCH_JUNK_MB', 24, 1, 100);
const JUNK_PARALLEL = bounded('BENCH_JUNK_PARALLEL', 16, 1, 64);
const JUNK_SENDERS = bounded('BENCH_JUNK_SENDERS', 2, 1, 8);
/** Junk uploads each sender keeps in flight while the other user uploads. */
const JUNK_IN_FLIGHT = bounded('BENCH_JUNK_IN_FLIGHT', 2, 1, 16);
/** The other user's uploads, one after another, while the junk flows. */
const VICTIM_UPLOADS = bounded('BENCH_VICTIM_UPLOADS', 3, 1, 20);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'bombs,pages,junk').split(',').map((s) => s.trim()));
const MB = 1024 * 1024;

/** A bearer token of a new account, `who` telling the accounts apart. */
async function newToken(url, who = 'hostile') {
  return (await signUp(url, { email: `bench.${who}.${process.pid}@example.org` })).token;
}

/** `file`: bytes, or a Blob made once and shared by many requests (no copy per request). */
async function upload(url, token, file, name) {
  const form = new FormData();
  form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/uploads`, { method: 'POST', headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` }, body: form });
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

const tally = (results) => {
  const counts = new Map();
  for (const r of results) counts.set(`${r.status} ${r.reason}`, (counts.get(`${r.status} ${r.reason}`) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n}x ${k}`).join(', ');
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Starts bench/support/junk-sender.mjs in its own process (its memory is not the server's);
 * resolves once it is sending. `stop()` ends a sender started with until "stdin"; `results` is
 * what it got.
 */
async function junkSender(options) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'support', 'junk-sender.mjs'), JSON.stringify(options)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  await new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => (String(d).includes('sending') ? resolve() : process.stderr.write(d)));
    child.on('exit', (code) => reject(new Error(`junk sender exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    stop: () => child.stdin.end(),
    results: exited.then(() => JSON.parse(out)),
  };
}

/**
 * Junk "PDFs", sent from other processes: JUNK_PARALLEL junk uploads at once, this process's peak
 * RSS - idle (the server's alone); then the other user's small upload alone, and while
 * JUNK_SENDERS accounts each keep JUNK_IN_FLIGHT junk uploads going.
 */
async function benchJunk(server, small) {
  const [victim, crowd, ...senders] = await Promise.all(
    ['victim', 'crowd', ...Array.from({ length: JUNK_SENDERS }, (_, i) => `junk${i}`)].map((who) => newToken(server.url, who)),
  );
  // Many at once first, while the server's RSS is still its idle size (it seldom shrinks back).
  global.gc?.();
  const idle = process.memoryUsage.rss();
  const { result: many, peak } = await peakRss(async () => {
    const sender = await junkSender({ url: server.url, token: crowd, mb: JUNK_MB, lanes: JUNK_PARALLEL, until: 'count', count: 1 });
    return sender.results;
  });

  const alone = [];
  for (let i = 0; i < VICTIM_UPLOADS; i++) alone.push(await upload(server.url, victim, small, `alone-${i}.pdf`));
  const flows = await Promise.all(senders.map((token) =>
    junkSender({ url: server.url, token, mb: JUNK_MB, lanes: JUNK_IN_FLIGHT, until: 'stdin' })));
  // The junk is under way before the other user uploads.
  await new Promise((r) => setTimeout(r, 2_000));
  const contended = [];
  for (let i = 0; i < VICTIM_UPLOADS; i++) contended.push(await upload(server.url, victim, small, `busy-${i}.pdf`));
  for (const flow of flows) flow.stop();
  const junkResults = (await Promise.all(flows.map((f) => f.results))).flat();
  return {
    'other user alone ms (median)': median(alone.map((r) => r.ms)),
    [`other user with ${JUNK_SENDERS} junk senders ms (median, max)`]: `${median(contended.map((r) => r.ms))}, ${Math.max(...contended.map((r) => r.ms))}`,
    'other user answers': tally(contended),
    'junk answers': tally(junkResults),
    [`${JUNK_PARALLEL} junk at once`]: tally(many),
    'junk at once ms (max)': Math.max(...many.map((r) => r.ms)),
    'junk at once peak - idle RSS MB': Math.round((peak - idle) / MB),
  };
}

async function benchBackend(backend, bomb, pages, small) {
  const server = await boot(backend, { name: 'hostile', env: { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' }, listen: true });
  try {
    const token = await newToken(server.url);
    const row = { backend };
    if (bomb) {
      global.gc?.();
      const idle = process.memoryUsage.rss();
      const { result: bombs, peak } = await peakRss(() =>
        Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(server.url, token, bomb, `bomb-${i}.pdf`))),
      );
      Object.assign(row, {
        [`${PARALLEL} bombs`]: bombs.map((b) => `${b.status} ${b.reason}`).join(', '),
        'bomb ms (max)': Math.max(...bombs.map((b) => b.ms)),
        'idle RSS MB': Math.round(idle / MB),
        'peak RSS MB': Math.round(peak / MB),
        'peak - idle MB': Math.round((peak - idle) / MB),
      });
    }
    if (pages) {
      const many = await upload(server.url, token, pages, 'many-pages.pdf');
      Object.assign(row, {
        [`${PAGES} pages`]: `${many.status} ${many.reason}`,
        'pages ms': many.ms,
        'page rows': await count(server.app, 'upload_pages'),
      });
    }
    if (small) Object.assign(row, await benchJunk(server, small));
    return row;
  } finally {
    await server.close();
  }
}

async function main() {
  const bomb = PARTS.has('bombs') ? await deflateBombPdf(BOMB_MB * MB) : null;
  const pages = PARTS.has('pages') && PAGES > 0 ? manyPagesPdf(PAGES) : null;
  // About 19 KB: 48 ordinary pages of text.
  const words = 'derivative integral function limit vector matrix equation probability theorem proof graph series '.repeat(3);
  const text = Array.from({ length: 48 }, (_, p) => Array.from({ length: 8 }, (_, l) => `${p}.${l} ${words}`).join('\n'));
  const small = PARTS.has('junk') ? new Blob([new Uint8Array(await makePdf(text))], { type: 'application/pdf' }) : null;
  console.log([
    bomb && `Deflate bomb: ${Math.round(bomb.length / 1024)} KB inflating to ${BOMB_MB} MiB, ${PARALLEL} in parallel`,
    pages && `${PAGES}-page PDF: ${(pages.length / MB).toFixed(1)} MB`,
    small && `junk PDF: ${JUNK_MB} MiB of random bytes, ${JUNK_SENDERS} senders x ${JUNK_IN_FLIGHT} in flight, then ${JUNK_PARALLEL} at once; other user's PDF ${Math.round(small.size / 1024)} KB`,
  ].filter(Boolean).join('; '));
  const rows = [];
  for (const backend of BACKENDS) rows.push(await benchBackend(backend, bomb, pages, small));
  for (const row of rows) console.log(row);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
