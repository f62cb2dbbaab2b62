#!/usr/bin/env node
/**
 * Upload throughput: POST /api/v1/uploads of generated multi-page PDFs (sniff, pdf.js text and
 * thumbnail, storage, page rows), on PGlite and on PostgreSQL. Boots the router in-process on
 * loopback, on a fresh database per backend, and prints uploads/second and p50/p95 latency.
 *
 *   npm run bench:upload                               # both backends, 200 PDFs of 3 pages
 *   BENCH_BACKENDS=pglite npm run bench:upload
 *   BENCH_UPLOADS=50 BENCH_PAGES=10 BENCH_CONCURRENCY=8 npm run bench:upload
 *
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (a scratch
 * database is created and dropped). Run with tsx (the server is TypeScript).
 */
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { CLIENT_HEADERS, signUp } from './support/accounts.mjs';
import { BACKENDS, boot } from './support/boot.mjs';
import { bounded } from './support/env.mjs';

const UPLOADS = bounded('BENCH_UPLOADS', 200, 1, 2000);
const PAGES = bounded('BENCH_PAGES', 3, 1, 50);
const CONCURRENCY = bounded('BENCH_CONCURRENCY', 4, 1, 32);
// POST /uploads allows 60 per user per hour: spread the uploads over enough users.
const UPLOADS_PER_USER = 50;

const WORDS = 'derivative integral function limit vector matrix equation probability theorem proof graph series'.split(' ');

async function makePdf(n) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PAGES; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Bench document ${n}, page ${p + 1}`, { x: 50, y: 780, size: 20, font });
    for (let line = 0; line < 30; line++) {
      const text = Array.from({ length: 10 }, (_, i) => WORDS[(n + p + line + i) % WORDS.length]).join(' ');
      page.drawText(text, { x: 50, y: 740 - line * 22, size: 11, font });
    }
  }
  return Buffer.from(await doc.save());
}

/** A bearer token of new account `i`. */
async function newToken(url, i) {
  return (await signUp(url, { email: `bench.upload.${process.pid}.${i}@example.org`, name: `Bench ${i}` })).token;
}

async function uploadOne(url, token, pdf, n) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `bench-${n}.pdf`);
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/uploads`, { method: 'POST', headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload ${n} failed: ${res.status} ${body}`);
  return ms;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function benchBackend(backend, pdfs) {
  const server = await boot(backend, { name: 'upload', env: { SEED_DEMO_DATA: 'false' }, listen: true });
  try {
    const tokens = [];
    for (let i = 0; i < Math.ceil(UPLOADS / UPLOADS_PER_USER); i++) tokens.push(await newToken(server.url, i));
    // Warm-up: pdf.js and the canvas load on first use; keep that out of the numbers.
    await uploadOne(server.url, tokens[0], pdfs[0], -1);

    const latencies = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < UPLOADS) {
        const n = next++;
        latencies.push(await uploadOne(server.url, tokens[Math.floor(n / UPLOADS_PER_USER) % tokens.length], pdfs[n % pdfs.length], n));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      backend,
      uploads: UPLOADS,
      'uploads/s': Number((UPLOADS / seconds).toFixed(1)),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      'max ms': Math.round(latencies[latencies.length - 1]),
    };
  } finally {
    await server.close();
  }
}

async function main() {
  // A small pool of distinct documents, generated once, reused round-robin.
  const pdfs = await Promise.all(Array.from({ length: Math.min(UPLOADS, 20) }, (_, i) => makePdf(i)));
  const size = Math.round(pdfs.reduce((n, p) => n + p.length, 0) / pdfs.length / 1024);
  console.log(`POST /api/v1/uploads: ${UPLOADS} PDFs of ${PAGES} pages (~${size} KiB), concurrency ${CONCURRENCY}`);
  const rows = [];
  for (const backend of BACKENDS) {
    if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`unknown backend ${backend}`);
    rows.push(await benchBackend(backend, pdfs));
  }
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
