#!/usr/bin/env node
/**
 * Data export memory (decision 0023): an account with large stored files is exported through
 * the real route (link, then GET), the archive is read and discarded as it arrives, and the
 * process's peak memory (heap and Buffers, and resident) above its level before the download is
 * printed next to the archive's size. Streaming holds the peak far below the archive size.
 *
 *   node --expose-gc node_modules/.bin/tsx bench/data-export.mjs   # both backends, 6 files of 64 MiB
 *   BENCH_EXPORT_FILES=10 BENCH_EXPORT_FILE_MB=100 BENCH_BACKENDS=postgres npx tsx bench/data-export.mjs
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { uploads } from '../server/db/schema';
import { CLIENT_HEADERS, signUp } from './support/accounts.mjs';
import { BACKENDS, boot } from './support/boot.mjs';
import { bounded } from './support/env.mjs';

const FILES = bounded('BENCH_EXPORT_FILES', 6, 1, 100);
const FILE_MB = bounded('BENCH_EXPORT_FILE_MB', 64, 1, 1024);
const MiB = 1024 * 1024;

async function run(backend) {
  const instance = await boot(backend, { name: 'export', env: { SEED_DEMO_DATA: 'false' }, listen: true });
  const { app, url } = instance;
  try {
    const { userId, token } = await signUp(url, { email: `bench.export.${process.pid}@example.org` });
    // Large files straight into storage and the uploads table (the upload route caps file size).
    for (let i = 0; i < FILES; i++) {
      const id = randomUUID();
      const data = randomBytes(FILE_MB * MiB);
      data[0] = i;
      const key = `knows/${id}/document.pdf`;
      await app.storage.put(key, data);
      await app.db.insert(uploads).values({
        id, userId, contentType: 'application/pdf', filename: `big-${i}.pdf`, sizeBytes: data.length, pageCount: 1,
        storageKey: key, sha256: '0'.repeat(64),
      });
    }
    globalThis.gc?.();
    // Heap plus Buffers (external): what the process holds, unlike RSS, which keeps pages the
    // set-up freed and so could hide growth. Run with --expose-gc for a clean baseline.
    const held = () => { const m = process.memoryUsage(); return m.heapUsed + m.external; };
    const before = held();
    const rssBefore = process.memoryUsage().rss;
    let peak = before;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, held());
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const link = await (await fetch(`${url}/api/v1/data-exports`, { method: 'POST', headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` } })).json();
    const res = await fetch(`${url}${link.url}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(`${backend}: archive ${(bytes / MiB).toFixed(0)} MiB (${FILES} files of ${FILE_MB} MiB) in ${seconds.toFixed(1)} s` +
      ` = ${(bytes / MiB / seconds).toFixed(0)} MiB/s; heap+buffers peak +${((peak - before) / MiB).toFixed(1)} MiB,` +
      ` resident peak +${((rssPeak - rssBefore) / MiB).toFixed(1)} MiB`);
  } finally {
    await instance.close();
  }
}

for (const backend of BACKENDS) await run(backend);
