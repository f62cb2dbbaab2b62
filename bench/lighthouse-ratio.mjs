#!/usr/bin/env node
/**
 * Browser cost as a ratio to the floor (issue 25 §4, decision 0076): Lighthouse (mobile, simulated
 * throttling, performance only) on the landing, a subject page and a know page of one edition,
 * and in the same run on a blank pages-router page built with the same stack (bench/floor: same
 * Next, React, webpack build, `next start`). Main-thread time and total blocking time of each page
 * are divided by the floor's: a machine twice as slow doubles both, the ratio stays. Aim: each
 * ratio within 2.
 *
 *   npm run build && node bench/lighthouse-ratio.mjs        # needs a production build of Knowly
 *   LH_RUNS=5 LH_EDITION=de BENCH_PORT=3600 FLOOR_PORT=3601 node bench/lighthouse-ratio.mjs
 *
 * Runs are interleaved (floor, landing, subject, know, floor, ...) so that every target sees the
 * same machine load; medians over LH_RUNS (default 3). Chrome: CHROME_PATH or /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { samplePages, startNext } from './support/next-server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const EDITION = process.env.LH_EDITION ?? 'us';
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3601);
const AIM = 2;
const root = new URL('..', import.meta.url).pathname;
const floorDir = join(root, 'bench', 'floor');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (!existsSync(join(floorDir, '.next', 'BUILD_ID')) || process.env.FLOOR_REBUILD === '1') {
  console.log('Building the floor (bench/floor)...');
  const built = spawnSync(process.execPath, [nextBin, 'build', floorDir, '--webpack'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const floor = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(FLOOR_PORT)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const floorUrl = `http://localhost:${FLOOR_PORT}/`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(floorUrl)).ok) break;
  } catch {}
  if (i > 150) throw new Error('the floor did not start');
  await new Promise((r) => setTimeout(r, 200));
}
const server = await startNext({ startTimeoutMs: 120_000 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const results = new Map();
try {
  const pages = await samplePages(server, EDITION);
  const origin = server.origin(EDITION);
  const targets = [
    ['floor', floorUrl],
    ['landing', `${origin}/`],
    ['subject', pages.subject && `${origin}${pages.subject}`],
    ['know', pages.know && `${origin}${pages.know}`],
  ].filter(([, url]) => url);
  // Rendered once before measuring (caches, ISR), as a visitor after the first would find them.
  for (const [, url] of targets) await fetch(url).catch(() => undefined);
  for (let run = 0; run < RUNS; run++) {
    for (const [name, url] of targets) {
      let lhr;
      for (let attempt = 0; attempt < 3; attempt++) {
        lhr = (await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })).lhr;
        if (!lhr.runtimeError) break;
      }
      if (lhr.runtimeError) {
        console.log(`${name}: ${lhr.runtimeError.message}`);
        continue;
      }
      const a = lhr.audits;
      const row = results.get(name) ?? { url, mainThread: [], tbt: [], score: [] };
      row.mainThread.push(a['mainthread-work-breakdown'].numericValue);
      row.tbt.push(a['total-blocking-time'].numericValue);
      row.score.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      results.set(name, row);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  try {
    process.kill(-floor.pid, 'SIGTERM');
  } catch {}
}

const base = results.get('floor');
if (!base) {
  console.log('✖ the floor was not measured');
  process.exit(1);
}
const floorMain = median(base.mainThread);
// TBT can be 0 on a fast machine; 50 ms (one long task's allowance) keeps the ratio meaningful.
const floorTbt = Math.max(median(base.tbt), 50);
console.log(`\n${RUNS} runs each, edition ${EDITION}, medians; ratio = page / floor (TBT floor counted as at least 50 ms)`);
console.log('page      main thread       ratio   TBT           ratio   score');
let within = true;
for (const [name, row] of results) {
  const main = median(row.mainThread);
  const tbt = median(row.tbt);
  const mainRatio = main / floorMain;
  const tbtRatio = Math.max(tbt, 50) / floorTbt;
  if (name !== 'floor' && (mainRatio > AIM || tbtRatio > AIM)) within = false;
  console.log(
    `${name.padEnd(9)} ${`${Math.round(main)} ms`.padStart(9)}   ${mainRatio.toFixed(2).padStart(9)}   ${`${Math.round(tbt)} ms`.padStart(7)}   ${tbtRatio.toFixed(2).padStart(9)}   ${String(median(row.score)).padStart(5)}`,
  );
}
console.log(within ? `✓ every page within ${AIM}x the floor` : `✖ some page over ${AIM}x the floor`);
process.exitCode = within ? 0 : 1;
