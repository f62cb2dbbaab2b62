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
 * LH_DETAIL=1 also prints, per page, the main thread by kind of work (script, style and layout,
 * parsing, ...) and per script, as medians and as ratios to the floor's: where a page's cost is.
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
const DETAIL = process.env.LH_DETAIL === '1';
const AIM = 2;
const root = new URL('..', import.meta.url).pathname;
const floorDir = join(root, 'bench', 'floor');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The page's main thread in CPU time: the thread time (`tdur`) of its top-level tasks in the
 * trace. Lighthouse's main-thread figure is wall time, which a loaded machine stretches whenever
 * the thread waits for a core; CPU time is the work itself (issue 25 §4: "so it means something").
 * Unthrottled; null when the trace has no thread times.
 */
function mainThreadCpu(trace) {
  const events = trace?.traceEvents ?? [];
  // The renderer that parsed the page's HTML; its main thread is where ParseHTML ran.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url);
  if (!parse) return null;
  let ms = 0;
  let timed = false;
  for (const e of events) {
    if (e.pid !== parse.pid || e.tid !== parse.tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
    if (typeof e.tdur === 'number') {
      ms += e.tdur / 1000;
      timed = true;
    }
  }
  return timed ? ms : null;
}

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
      let trace;
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        lhr = result.lhr;
        trace = result.artifacts?.Trace;
        if (!lhr.runtimeError) break;
      }
      if (lhr.runtimeError) {
        console.log(`${name}: ${lhr.runtimeError.message}`);
        continue;
      }
      const a = lhr.audits;
      const row = results.get(name) ?? { url, mainThread: [], cpu: [], tbt: [], score: [], kinds: [], scripts: [] };
      row.mainThread.push(a['mainthread-work-breakdown'].numericValue);
      const cpu = mainThreadCpu(trace);
      if (cpu !== null) row.cpu.push(cpu);
      row.kinds.push(Object.fromEntries((a['mainthread-work-breakdown'].details?.items ?? []).map((i) => [i.groupLabel ?? i.group, i.duration])));
      row.scripts.push(Object.fromEntries((a['bootup-time'].details?.items ?? []).map((i) => [String(i.url).replace(/^https?:\/\/[^/]+/, ''), i.total])));
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
const floorCpu = base.cpu.length > 0 ? median(base.cpu) : null;
console.log('page      main thread       ratio   TBT           ratio   score   main-thread CPU   ratio');
let within = true;
for (const [name, row] of results) {
  const main = median(row.mainThread);
  const tbt = median(row.tbt);
  const mainRatio = main / floorMain;
  const tbtRatio = Math.max(tbt, 50) / floorTbt;
  if (name !== 'floor' && (mainRatio > AIM || tbtRatio > AIM)) within = false;
  console.log(
    `${name.padEnd(9)} ${`${Math.round(main)} ms`.padStart(9)}   ${mainRatio.toFixed(2).padStart(9)}   ${`${Math.round(tbt)} ms`.padStart(7)}   ${tbtRatio.toFixed(2).padStart(9)}   ${String(median(row.score)).padStart(5)}` +
      (floorCpu && row.cpu.length > 0 ? `   ${`${Math.round(median(row.cpu))} ms`.padStart(15)}   ${(median(row.cpu) / floorCpu).toFixed(2).padStart(5)}` : ''),
  );
}
if (DETAIL) {
  // Median per kind of work (and per script) over the runs; a run without it counts 0.
  const medianOf = (runs, key) => median(runs.map((r) => r[key] ?? 0));
  const keysOf = (runs) => [...new Set(runs.flatMap((r) => Object.keys(r)))];
  for (const [name, row] of results) {
    console.log(`\n${name}: main thread by kind of work, median ms (ratio to the floor's)`);
    for (const kind of keysOf(row.kinds).sort((x, y) => medianOf(row.kinds, y) - medianOf(row.kinds, x))) {
      const ms = medianOf(row.kinds, kind);
      const floorMs = medianOf(base.kinds, kind);
      console.log(`  ${kind.padEnd(28)} ${String(Math.round(ms)).padStart(6)}${floorMs > 0 ? `  (${(ms / floorMs).toFixed(2)})` : ''}`);
    }
    for (const script of keysOf(row.scripts).sort((x, y) => medianOf(row.scripts, y) - medianOf(row.scripts, x)).slice(0, 8)) {
      console.log(`  script ${String(Math.round(medianOf(row.scripts, script))).padStart(6)} ms  ${script.slice(0, 90)}`);
    }
  }
}
console.log(within ? `✓ every page within ${AIM}x the floor` : `✖ some page over ${AIM}x the floor`);
process.exitCode = within ? 0 : 1;
